import { limits } from '@extranet/shared/limits';
import type { CampaignPage } from '@extranet/shared/schemas/campaign';

/**
 * The page after `pages`, or undefined when the list has ended
 * (docs/product/README.md#constants-and-limits): an empty or short page, or as many campaigns as
 * page 0 counted.
 */
export function nextCampaignPage(pages: CampaignPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length < limits.defaultPageSize) return undefined;
  const total = pages[0]?.total;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (total !== null && total !== undefined && loaded >= total) return undefined;
  return pages.length;
}
