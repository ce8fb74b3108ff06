import type { DocumentChart, DocumentMeasure } from '@extranet/shared/reports/document';
import type { ReportCell, ReportColumnType } from '@extranet/shared/reports/list-reply';
import type { RawRow } from '../../list-type.ts';
import type { DocumentReport } from '../document-type.ts';
import { foldRollup, keysOf, type RollupLine } from './rollup-fold.ts';
import { flag, labelOf, LINES, readRollupLines } from './rollup-query.ts';

/**
 * An aggregate document (docs/product/reporting.md#documents): a `GROUP BY ROLLUP(...)` over
 * the report's base (in parts for a long one, rollup-query.ts), its groups told apart by
 * GROUPING() flags, folded into the document's groups.
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
   * The member that tells the groups apart on its own, an integer id from which an index leads
   * to the group's orders: a document whose first key has one may be read in parts
   * (rollup-query.ts).
   */
  id?: string;
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
      const raw = await readRollupLines(db, spec, base);
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
