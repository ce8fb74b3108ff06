import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named statement on a PostgreSQL server: each pooled connection parses and
 * plans its text once, then only binds and runs it. A list page whose joins and JSON take the
 * planner longer than the rows take the executor costs a fifth of it so
 * (docs/product/requests.md#performance). The name is the text's hash, one per shape of the
 * query; the values travel as parameters. The embedded store runs it as any query.
 */
export async function queryNamed<Row>(db: Db, query: SQLWrapper): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<Row>(await db.execute(query.getSQL()));
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
  const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}
