import { z } from 'zod';
import { ReportCell, ReportColumn, reportColumnTypes } from './list-reply.ts';

/**
 * `format=document`: the model of a printable report (docs/product/reporting.md#documents). The
 * server sends raw values, as for the lists; `renderReportDocument` turns the model into the
 * page the browser prints and the server turns into a PDF, so both show the same text.
 */

/**
 * A group of the document, and the document's root ('TOTAL', level 0). A group holds either
 * deeper groups (`children`) or the rows of its deepest level (`rows`); `subtotal` is its
 * figures, by measure key, over what it holds.
 */
export interface GroupNode {
  level: number;
  label: string;
  rows: z.infer<typeof ReportCellRow>[];
  children: GroupNode[];
  subtotal: Record<string, number | null>;
}

const ReportCellRow = z.record(z.string(), ReportCell);

export const GroupNode: z.ZodType<GroupNode> = z.lazy(() =>
  z.object({
    level: z.number().int().min(0),
    label: z.string(),
    rows: z.array(ReportCellRow),
    children: z.array(GroupNode),
    subtotal: z.record(z.string(), z.number().nullable()),
  }),
);

/**
 * A figure the subtotal and TOTAL rows carry. When its key is a column's, the figure sits in
 * that column; otherwise (a count of the rows, say 'Solicitudes' under a list of requests) it is
 * written after the row's label, as 'Solicitudes: 12'.
 */
export const DocumentMeasure = z.object({
  key: z.string(),
  header: z.string(),
  type: z.enum(reportColumnTypes),
});
export type DocumentMeasure = z.infer<typeof DocumentMeasure>;

/**
 * The chart a totals or grouping document opens with: bars of `measures` for each first-level
 * group (the root's rows when the document has no groups) and, when `yearKey` names the rows'
 * year column, a line of the same measures over the years.
 */
export const DocumentChart = z.object({
  measures: z.array(z.string()).min(1),
  yearKey: z.string().nullable(),
});
export type DocumentChart = z.infer<typeof DocumentChart>;

export const ReportDocument = z.object({
  reportId: z.number().int(),
  /** The report's name: the page's heading and its title. */
  title: z.string(),
  /** One line per filter applied, already in words ('Estados: Aceptada, Realizada'). */
  filterLines: z.array(z.string()),
  /** When it was made (an ISO instant) and by whom (name and surnames). */
  generatedAt: z.string(),
  generatedBy: z.string(),
  /** The time zone the generation time is written in (the server's). */
  timeZone: z.string(),
  /** Orders (or cards' orders) behind the document: the screen shows 'Resultados: N'. */
  orderCount: z.number().int(),
  /** More than 5,000 orders (or group rows) matched: the notice is shown. */
  limited: z.boolean(),
  layout: z.enum(['table', 'cards']),
  orientation: z.enum(['portrait', 'landscape']),
  /** 1: each first-level group starts a printed page. */
  pageBreakLevel: z.union([z.literal(0), z.literal(1)]),
  /** The group levels, outermost first ([] when the rows are not grouped). */
  levels: z.array(z.object({ key: z.string(), header: z.string() })),
  /** The columns of a row (and, for cards, a card's fields). */
  columns: z.array(ReportColumn),
  measures: z.array(DocumentMeasure),
  chart: DocumentChart.nullable(),
  root: GroupNode,
});
export type ReportDocument = z.infer<typeof ReportDocument>;
