import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Db } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named statement: each connection parses its text once, and plans it once
 * when PostgreSQL keeps a generic plan, then only binds and runs it. A list page whose joins and
 * JSON take the planner longer than the rows take the executor costs a fifth of it so
 * (docs/product/requests.md#performance). The name is the text's hash, one per shape of the
 * query. On a PostgreSQL server the values travel as parameters. The embedded store's thread
 * prepares it with SQL's PREPARE and runs it with EXECUTE, which takes its values as literals,
 * written by the `pg` driver's own escaping; a value of another kind than a number, a boolean, a
 * text or null, and a query inside a transaction, run as any query.
 */
export async function queryNamed<Row>(db: Db, query: SQLWrapper): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const named = () => {
    const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
    return { name: `q${createHash('sha1').update(text).digest('hex').slice(0, 30)}`, text, params };
  };
  if (client instanceof pg.Pool) {
    const { name, text, params } = named();
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  if (client instanceof PgliteThread) {
    const { name, text, params } = named();
    const literals = params.map(literalOf);
    if (literals.every((literal) => literal !== undefined)) {
      return (await client.queryPrepared<Row>(name, text, literals)).rows;
    }
  }
  return rowsOf<Row>(await db.execute(query.getSQL()));
}

/** A value as an SQL literal, or undefined for a kind EXECUTE is not given here. */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  return undefined;
}
