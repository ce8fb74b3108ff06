import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Page 0's total (docs/api-conventions.md#campaign-and-activity-lists) as a column of each row of
 * the page's own statement: one round trip to the store, not two. Counted by a subquery, run once,
 * rather than `count(*) over ()`, which would carry every matching row through a window and keep
 * the page from stopping after LIMIT rows of its index. Later pages select `null` instead.
 */
export const pageTotalColumn = (withTotal: boolean, table: PgTable, where: SQL | undefined) =>
  (withTotal
    ? sql`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`
    : sql`null`
  ).mapWith(Number);

/** The total a page answers: page 0's count (no row: nothing found), null on later pages. */
export const pageTotalOf = (rows: readonly { total: number | null }[], withTotal: boolean) =>
  withTotal ? (rows[0]?.total ?? 0) : null;

/** A list page whose items the database wrote as JSON text (`[…]`), with page 0's total. */
export interface JsonPageText {
  items: string;
  total: number | null;
}

/** Where a page of a list starts, how long it is, and whether it counts the total (page 0). */
export interface PageWindow {
  limit: number;
  offset: number;
  withTotal: boolean;
}

/**
 * Runs a prepared page query answering one row `{ items, total }` (items as JSON text, total
 * from pageTotalColumn) with the filter's `values` and the page's window.
 */
export async function executeJsonPage(
  query: { execute(values: Record<string, unknown>): Promise<{ items: string; total: number }[]> },
  values: Record<string, unknown>,
  page: PageWindow,
): Promise<JsonPageText> {
  const [row] = await query.execute({ ...values, limit: page.limit, offset: page.offset });
  return {
    items: row?.items ?? '[]',
    total: page.withTotal ? Number(row?.total ?? 0) : null,
  };
}
