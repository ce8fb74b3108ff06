// Part of group `calendar` (calendar.mjs); being written.
export async function measureDaysWithEvents() {
  throw new Error('not measured yet');
}
