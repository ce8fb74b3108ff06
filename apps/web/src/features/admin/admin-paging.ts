/**
 * The page after `pages`, or undefined when the list has ended
 * (docs/product/README.md#constants-and-limits: pages from 0, an empty or short page means no
 * more), or when as many rows as page 0 counted are loaded.
 */
export function nextPageIndex(
  pages: readonly { items: readonly unknown[]; total: number | null }[],
  pageSize: number,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length < pageSize) return undefined;
  const total = pages[0]?.total;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (total !== null && total !== undefined && loaded >= total) return undefined;
  return pages.length;
}
