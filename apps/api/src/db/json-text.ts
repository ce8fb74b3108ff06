import { sql, type SQLWrapper } from 'drizzle-orm';

/** A value as JSON text, written by the database: `null` for SQL NULL. */
export const jsonValue = (expr: SQLWrapper) => sql`coalesce(to_json(${expr})::text, 'null')`;

/** An integer as JSON text: its decimal text, cheaper than to_json, or `null`. */
export const jsonInt = (expr: SQLWrapper) => sql`coalesce(${expr}::text, 'null')`;

/** A boolean column (never NULL) as JSON text. */
export const jsonBool = (expr: SQLWrapper) => sql`case when ${expr} then 'true' else 'false' end`;

/** `items` (JSON texts, one a row of the subquery `rows`) as one JSON array text. */
export const jsonArrayOf = (items: SQLWrapper) =>
  sql<string>`'[' || coalesce(string_agg(${items}, ','), '') || ']'`;

/** A list page `{ items, total }` as JSON text, its items already JSON text (`[…]`). */
export const jsonPage = (items: string, total: number | null) =>
  `{"items":${items},"total":${JSON.stringify(total)}}`;
