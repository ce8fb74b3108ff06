import type { DocumentChart, DocumentMeasure } from '@extranet/shared/reports/document';
import type { ReportCell, ReportColumnType } from '@extranet/shared/reports/list-reply';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../db/client.ts';
import type { RawRow } from '../../list-type.ts';
import type { ReportBase } from '../../queries.ts';
import type { DocumentReport } from '../document-type.ts';
import { foldRollup, keysOf, type RollupLine } from './rollup-fold.ts';

/**
 * An aggregate document (docs/product/reporting.md#documents): one `GROUP BY ROLLUP(...)` over
 * the report's base, its groups told apart by GROUPING() flags, folded into the document's groups.
 *
 * The SQL parts are fixed texts on the aliases of queries.ts, never parameters: PostgreSQL
 * matches a select list's or ORDER BY's expression with a GROUP BY one by its text, and two
 * parameters are two different expressions to it.
 */

/** A key of the rollup: a group level, or (the last) the rows'. */
export interface RollupKey {
  /** The level's key, and the rows' column key when it is the rows' key. */
  key: string;
  header: string;
  /** The column's type when it is the rows' key. */
  type: ReportColumnType;
  /**
   * The grouped expressions, rolled up together: a name with its id, so that two activities of
   * the same name never merge.
   */
  members: readonly string[];
  /** The label, over the members. */
  label: string;
  /**
   * Whether the groups sort by their label, then by `order` (members, blanks last); the states
   * sort by id alone.
   */
  byLabel: boolean;
  order: readonly string[];
  /** The label of a missing key (an order without entity, council…). */
  missing?: string;
  /** The label as shown, from the label read (a month's 'YYYY-MM' as 'enero 2026'). */
  present?: (label: string | number) => string;
}

/** A figure of every line: an aggregate over the line's orders. */
export interface AggregateMeasure extends DocumentMeasure {
  /** The aggregate, a number never null (`::int`, `::float8`, coalesced). */
  value: string;
  /** Shown in the rows' own column; otherwise only on the subtotals, after their label. */
  inRows: boolean;
}

export interface AggregateSpec {
  /** The group levels, outermost first, then the rows' key. */
  keys: readonly RollupKey[];
  measures: readonly AggregateMeasure[];
  /** The measure that counts the orders: the document's 'Resultados'. */
  countKey: string;
  chart: DocumentChart | null;
}

/**
 * Lines read at most: more than 5,000 set `limited` (docs/product/reporting.md#documents). Every
 * line counts, the subtotals and the TOTAL as the rows, since each is a printed line; the lines
 * come with each group's subtotal before what it holds, so a document cut short keeps the TOTAL
 * and the true figures of every group it shows.
 */
const LINES = 5000;

const flag = (n: number) => `g${n}`;
const labelOf = (n: number) => `l${n}`;

/** The rollup over `base`, each group's subtotal line before what it holds. */
function rollupQuery(spec: AggregateSpec, base: ReportBase) {
  const select = sql.raw(
    [
      ...spec.keys.flatMap((key, n) => [
        `grouping(${key.members[0]}) as ${flag(n)}`,
        `${key.label} as ${labelOf(n)}`,
      ]),
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
    order by ${order} limit ${LINES + 1}`;
}

/** A key's label as shown: its own text, or the label of a missing key. */
function shown(key: RollupKey, value: unknown): string | number {
  if (value === null || value === undefined) return key.missing ?? '';
  const label = typeof value === 'number' ? value : String(value);
  return key.present ? key.present(label) : label;
}

/** The printable document of `spec`. */
export function aggregateDocument(spec: AggregateSpec): DocumentReport {
  const rowKey = spec.keys.at(-1);
  if (!rowKey) throw new Error('an aggregate document needs a key for its rows');
  const levels = spec.keys.length - 1;
  const rowMeasures = spec.measures.filter((measure) => measure.inRows);
  /** A line of the rollup as the fold reads it. */
  const lineOf = (raw: RawRow): RollupLine => {
    const keys = keysOf(spec.keys.map((_, n) => Number(raw[flag(n)])));
    const figures: Record<string, number | null> = {};
    for (const measure of spec.measures) figures[measure.key] = Number(raw[measure.key] ?? 0);
    const key = spec.keys[keys - 1];
    const label = key ? shown(key, raw[labelOf(keys - 1)]) : '';
    const cells: Record<string, ReportCell> = { [rowKey.key]: label };
    for (const measure of rowMeasures) cells[measure.key] = figures[measure.key] ?? null;
    return { keys, label: String(label), cells, figures };
  };
  return {
    async build(db, base) {
      const raw = rowsOf<RawRow>(await db.execute(rollupQuery(spec, base)));
      const limited = raw.length > LINES;
      const root = foldRollup(raw.slice(0, LINES).map(lineOf), levels);
      return {
        orderCount: root.subtotal[spec.countKey] ?? 0,
        limited,
        layout: 'table',
        orientation: 'portrait',
        pageBreakLevel: 0,
        levels: spec.keys.slice(0, levels).map(({ key, header }) => ({ key, header })),
        columns: [rowKey, ...rowMeasures].map(({ key, header, type }) => ({
          key,
          header,
          type,
          sortable: false,
        })),
        measures: spec.measures.map(({ key, header, type }) => ({ key, header, type })),
        chart: spec.chart,
        root,
      };
    },
  };
}
