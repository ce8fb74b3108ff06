import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client.ts';

/** Planner methods a plan test may price out. */
type PlanMethod = 'enable_seqscan' | 'enable_sort' | 'enable_indexonlyscan';

/**
 * The plan PostgreSQL makes for `query` with the `methods` priced out, as text: whether an index
 * can answer a filter (or give an order) at all, whatever a small test table would make cheapest.
 */
export const planWithout = (db: Db, query: SQL, methods: readonly PlanMethod[]) =>
  db.transaction(async (tx) => {
    for (const method of methods) await tx.execute(sql.raw(`set local ${method} = off`));
    const explained = await tx.execute(sql`explain ${query}`);
    return rowsOf<{ 'QUERY PLAN': string }>(explained)
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });

/** The plan of `query` with sequential scans priced out (planWithout). */
export const planWithoutSeqScan = (db: Db, query: SQL) =>
  planWithout(db, query, ['enable_seqscan']);
