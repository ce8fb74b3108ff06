import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../../db/client.ts';
import type { RawRow } from '../../list-type.ts';
import type { ReportBase } from '../../queries.ts';
import type { AggregateSpec, RollupKey } from './aggregate-document.ts';

/**
 * Lines read at most: more than 5,000 set `limited` (docs/product/reporting.md#documents). Every
 * line counts, the subtotals and the TOTAL as the rows, since each is a printed line; the lines
 * come with each group's subtotal before what it holds, so a document cut short keeps the TOTAL
 * and the true figures of every group it shows.
 */
export const LINES = 5000;

export const flag = (n: number) => `g${n}`;
export const labelOf = (n: number) => `l${n}`;
/** The first key's id, read by the first-level lines of a document read in parts. */
const FIRST_ID = 'i0';

/** The rollup over `base`, each group's subtotal line before what it holds. */
function rollupQuery(spec: AggregateSpec, base: ReportBase, limit: number) {
  const firstId = spec.keys[0]?.id;
  const select = sql.raw(
    [
      ...spec.keys.flatMap((key, n) => [
        `grouping(${key.members[0]}) as ${flag(n)}`,
        `${key.label} as ${labelOf(n)}`,
      ]),
      ...(firstId ? [`${firstId} as ${FIRST_ID}`] : []),
      ...spec.measures.map((measure) => `${measure.value} as "${measure.key}"`),
    ].join(', '),
  );
  const groups = sql.raw(spec.keys.map((key) => `(${key.members.join(', ')})`).join(', '));
  // The sort reads the labels the lines carry rather than expressions of its own (lower(name),
  // norm(name)): the lines stay narrow enough for PostgreSQL to keep only the first 5,001 in
  // memory (a top-N sort) where report 5 over every year makes 320,000 of 200,000 orders, which
  // it sorted on disk otherwise; and norm()'s `translate` of every name cost four times the rest.
  const order = sql.raw(
    spec.keys
      .flatMap((key, n) => {
        const sorts = key.byLabel ? [labelOf(n), ...key.order] : key.order;
        return [`${flag(n)} desc`, ...sorts.map((part) => `${part} nulls last`)];
      })
      .join(', '),
  );
  // The select list and the groups tell base.from which joins the query reads.
  return sql`select ${select} ${base.from(select, groups)} group by rollup(${groups})
    order by ${order} limit ${limit + 1}`;
}

const read = async (db: Db, spec: AggregateSpec, base: ReportBase, limit: number) =>
  rowsOf<RawRow>(await db.execute(rollupQuery(spec, base, limit)));

/** The orders of the first-level groups `groups`, by the first key's id. */
function groupsCondition(key: RollupKey & { id: string }, groups: RawRow[]): SQL {
  const ids = groups.map((line) => line[FIRST_ID]);
  return sql`${sql.raw(key.id)} = any(${`{${ids.join(',')}}`}::int[])`;
}

/**
 * Where the part from `start` ends: at the first groups whose orders (the count measure) reach
 * `orders`, at least one group.
 */
function partEnd(groups: RawRow[], start: number, countKey: string, orders: number) {
  let end = start;
  let held = 0;
  while (end < groups.length && (end === start || held < orders)) {
    held += Number(groups[end]?.[countKey] ?? 0);
    end++;
  }
  return { end, orders: held };
}

/**
 * The document's lines, at most `limit` + 1 (LINES but in tests), in its order (docs/product/reporting.md#performance).
 *
 * A document of three keys or more whose first key has an id (an activity, a campaign) is read
 * in parts: its TOTAL and first-level subtotals first, in one query over every order (a short
 * line a group), then the lines of its first groups alone, by their ids, until the lines reach
 * the limit. Report 5 over every year has 320,000 lines of 200,000 orders; rolling up and sorting
 * every one of them to print the first 5,000 was most of its time. The first part takes the
 * first groups that hold 5,000 orders, enough when most orders are rows of their own; a next
 * part, as many orders as the lines still wanted take at the last part's lines per order, and a
 * quarter more. A document whose groups all fall in the first part is read in one query. With
 * two keys the first-level lines cost about what the whole rollup does: those too.
 */
export async function readRollupLines(
  db: Db,
  spec: AggregateSpec,
  base: ReportBase,
  limit = LINES,
): Promise<RawRow[]> {
  const [first] = spec.keys;
  if (!first?.id || spec.keys.length < 3) return read(db, spec, base, limit);
  const firstKey = { ...first, id: first.id };
  const [total, ...groups] = await read(db, { ...spec, keys: [firstKey] }, base, limit);
  if (!total) return [];
  // The TOTAL as a line of every key: its flags all set, no label.
  const keysUnset = spec.keys.flatMap((_, n) => [
    [flag(n), 1],
    [labelOf(n), null],
  ]);
  const lines: RawRow[] = [{ ...total, ...Object.fromEntries(keysUnset) }];
  let start = 0;
  let orders = limit;
  while (start < groups.length && lines.length <= limit) {
    const part = partEnd(groups, start, spec.countKey, orders);
    if (start === 0 && part.end === groups.length) return read(db, spec, base, limit);
    const narrowed = base.narrow(groupsCondition(firstKey, groups.slice(start, part.end)));
    // Each part's own TOTAL (its first line) is left out.
    const partLines = (await read(db, spec, narrowed, limit)).slice(1);
    lines.push(...partLines);
    start = part.end;
    const ordersPerLine = part.orders / Math.max(partLines.length, 1);
    orders = Math.ceil((limit + 1 - lines.length) * ordersPerLine * 1.25);
  }
  return lines.slice(0, limit + 1);
}
