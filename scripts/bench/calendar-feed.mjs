// Part of group `calendar` (calendar.mjs); being written.
export async function measurePrivateFeed() {
  throw new Error('not measured yet');
}
