import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/**
 * The version of the rules that compute the report facts (docs/product/reporting.md#facts): raise
 * it with any change of facts.ts, the field roles, the label catalogue or the value parsing, so
 * that the server says a rebuild is due for the rows computed before.
 */
export const FACTS_VERSION = 1;

/** What the start-up check found. */
export interface FactsState {
  /** Rows computed by older rules. */
  stale: number;
  /** Orders without a row. */
  missing: number;
}

/**
 * Rows of older rules and orders without facts. Every row belongs to an order (its key is the
 * order's, deleted with it), so the orders without one are the difference of the two counts.
 */
export async function reportFactsState(db: Db): Promise<FactsState> {
  const [row] = rowsOf<{ orders: number; facts: number; stale: number }>(
    await db.execute(sql`
      select (select count(*) from orders)::int as orders,
        (select count(*) from order_report_facts)::int as facts,
        (select count(*) from order_report_facts where facts_version < ${FACTS_VERSION})::int
          as stale`),
  );
  return {
    stale: Number(row?.stale ?? 0),
    missing: Math.max(0, Number(row?.orders ?? 0) - Number(row?.facts ?? 0)),
  };
}

/** The warning the server logs when the facts need a rebuild. */
export const rebuildDueMessage = ({ stale, missing }: FactsState) =>
  `report facts out of date (${stale} rows of older rules, ${missing} orders without facts): ` +
  'a rebuild is due: npm run reports:rebuild-facts';

/**
 * At start (docs/product/reporting.md#facts): warns when some rows were computed by older rules or
 * some orders have none, and says how many; answers what it found.
 */
export async function warnWhenRebuildDue(
  db: Db,
  log: { warn: (details: object, message: string) => void },
): Promise<FactsState> {
  const state = await reportFactsState(db);
  if (state.stale > 0 || state.missing > 0) {
    log.warn({ ...state, factsVersion: FACTS_VERSION }, rebuildDueMessage(state));
  }
  return state;
}
