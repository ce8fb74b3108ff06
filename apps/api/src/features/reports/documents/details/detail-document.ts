import type { GroupNode } from '@extranet/shared/reports/document';
import { foldDocumentRows, type RowMeasure } from '@extranet/shared/reports/document-groups';
import type { ReportCell, ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../../db/client.ts';
import {
  jsonOf,
  rowsAsJsonText,
  selectList,
  type ListColumn,
  type RawRow,
} from '../../list-type.ts';
import { REPORT_JOINS, type ReportBase } from '../../queries.ts';
import type { DocumentBody, DocumentReport } from '../document-type.ts';
import type { DetailLevel } from './detail-levels.ts';
import type { DetailMeasure } from './detail-measures.ts';

/**
 * A detail document (docs/product/reporting.md#documents): at most 5,000 orders of the base in the
 * document's order, folded into its groups in one pass, every figure summed over the rows shown.
 */

/** The orders a detail document lists (and the cards a document of cards holds) at most. */
export const DETAIL_CAP = 5000;

/** A document's column: a list's column, not sortable on paper. */
export const documentColumn = (column: ListColumn): ReportColumn => ({
  key: column.key,
  header: column.header,
  type: column.type,
  sortable: false,
});

/** A row's printed cells: those of `keys`, blank when the row has none. */
export const cellsOf =
  (keys: readonly string[]) =>
  (row: RawRow): ReportRow => {
    const cells: ReportRow = {};
    for (const key of keys) cells[key] = (row[key] ?? null) as ReportCell;
    return cells;
  };

/** How each measure adds a row, by key, as the fold takes them. */
export const measureRules = (measures: readonly DetailMeasure[]) =>
  Object.fromEntries(measures.map((m) => [m.key, m.rule])) as Record<string, RowMeasure<RawRow>>;

/** What every detail document's body says besides its groups. */
export function detailBody(parts: {
  columns: readonly ReportColumn[];
  levels: readonly DetailLevel[];
  measures: readonly DetailMeasure[];
  root: GroupNode;
  orderCount: number;
  limited: boolean;
  pageBreakLevel?: 0 | 1;
  layout?: DocumentBody['layout'];
}): DocumentBody {
  const layout = parts.layout ?? 'table';
  return {
    orderCount: parts.orderCount,
    limited: parts.limited,
    layout,
    // Cards print two by four on a portrait page, however many fields they hold.
    orientation: layout === 'table' && parts.columns.length > 7 ? 'landscape' : 'portrait',
    pageBreakLevel: parts.pageBreakLevel ?? 0,
    levels: parts.levels.map(({ key, header }) => ({ key, header })),
    columns: [...parts.columns],
    measures: parts.measures.map(({ key, header, type }) => ({ key, header, type })),
    chart: null,
    root: parts.root,
  };
}

/** The first rows of `rows` up to the cap, and whether the query found more. */
export const capped = <Row>(rows: Row[]) => ({
  rows: rows.slice(0, DETAIL_CAP),
  limited: rows.length > DETAIL_CAP,
});

/**
 * The first 5,000 orders of the base in `order` (one more read, to tell whether there are more),
 * with `values`. One statement in two steps: the orders are picked, sorted within the base's
 * filter with only the joins that filter and `order` read (docs/product/reporting.md#performance),
 * then those orders alone are joined to what their values read. `picked` are values of an order
 * over the whole filtered set (a rank), computed where the orders are picked and read by
 * `values` as `detail.<name>`.
 */
export async function readDetailRows(
  db: Db,
  base: ReportBase,
  query: { values: Readonly<Record<string, SQL>>; order: SQL; picked?: Record<string, SQL> },
) {
  const picked = { detail_id: sql.raw('o.id'), ...query.picked };
  const picks = sql`select ${selectList(picked)} ${base.from(query.order, ...Object.values(picked))}
    order by ${query.order} limit ${DETAIL_CAP + 1}`;
  // The rows come as one JSON text in the document's order, a fifth of the call on the
  // embedded store (docs/product/reporting.md#documents-at-scale). Every value is already a
  // number, a text or a flag (columns.ts), which JSON keeps as the driver gives them.
  const [result] = rowsOf<{ rows: string }>(
    await db.execute(
      rowsAsJsonText(sql`select ${selectList(query.values)},
          row_number() over (order by ${query.order}) as _place
        from (${picks}) detail join orders o on o.id = detail.detail_id ${REPORT_JOINS}`),
    ),
  );
  return capped(jsonOf<RawRow[]>(result?.rows, []));
}

export interface DetailSpec {
  columns: readonly ListColumn[];
  levels: readonly DetailLevel[];
  measures: readonly DetailMeasure[];
  /** The document's order on the aliases of queries.ts, ending on the order's id. */
  order: SQL;
  /** 1: each first-level group is printed on its own page. */
  pageBreakLevel?: 0 | 1;
  /** Values over the whole filtered set (see readDetailRows). */
  picked?: Record<string, SQL>;
  /** What the lines read besides the columns, levels and measures (named with a leading '_'). */
  values?: Readonly<Record<string, SQL>>;
  /** The printed lines of an order read (one line, itself, unless said otherwise). */
  lines?: (row: RawRow) => RawRow[];
  /** Cells a line keeps besides its columns: by default `id`, the order a row is. */
  keep?: readonly string[];
}

/** A detail document of `spec`: one query, its lines folded into its levels and measures. */
export function detailDocument(spec: DetailSpec): DocumentReport {
  const values: Record<string, SQL> = { id: sql.raw('o.id'), ...spec.values };
  for (const column of spec.columns) values[column.key] = column.value;
  for (const level of spec.levels) Object.assign(values, level.values);
  for (const measure of spec.measures) Object.assign(values, measure.values);
  const columns = spec.columns.map(documentColumn);
  const keys = [...new Set([...columns.map((c) => c.key), ...(spec.keep ?? ['id'])])];
  const rules = measureRules(spec.measures);
  return {
    async build(db, base) {
      const { rows, limited } = await readDetailRows(db, base, {
        values,
        order: spec.order,
        ...(spec.picked ? { picked: spec.picked } : {}),
      });
      const lines = spec.lines ? rows.flatMap(spec.lines) : rows;
      const root = foldDocumentRows(
        lines,
        spec.levels.map((level) => level.group),
        rules,
        cellsOf(keys),
      );
      return detailBody({ ...spec, columns, root, orderCount: rows.length, limited });
    },
  };
}
