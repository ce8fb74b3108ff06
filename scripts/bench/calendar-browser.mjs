// Part of group `calendar` (calendar.mjs); being written.
export async function measurePublicCalendar() {
  throw new Error('not measured yet');
}
