import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client.ts';

/**
 * The plan PostgreSQL makes for `query` with sequential scans priced out, as text: whether an
 * index can answer a filter at all, whatever a small test table would make cheapest.
 */
export const planWithoutSeqScan = (db: Db, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = await tx.execute(sql`explain ${query}`);
    return rowsOf<{ 'QUERY PLAN': string }>(explained)
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });
