import { renderBarCharts } from './document-chart-bars.ts';
import { renderLineChart } from './document-chart-line.ts';
import { cellText, numericValue } from './document-cells.ts';
import { documentTexts as t } from './document-texts.ts';
import type { GroupNode, ReportDocument } from './document.ts';
import type { ReportCell, ReportColumnType } from './list-reply.ts';

/**
 * The chart a document opens with (docs/product/reporting.md#documents): bars of the chart's
 * measures for each first-level group (the root's rows when there are no groups), taken from
 * the same subtotals the table prints, and, when the rows carry a year, a line of the same
 * measures summed over every row of each year.
 */

/** A measure the chart draws, with the words and the type of its figures. */
export interface ChartSeries {
  key: string;
  header: string;
  type: ReportColumnType;
}

/** A bar group: one value a series. */
export interface ChartBar {
  label: string;
  values: number[];
}

/** A year of the line: one sum a series. */
export interface ChartPoint {
  year: string;
  values: number[];
}

export interface DocumentChartData {
  title: string;
  series: ChartSeries[];
  bars: ChartBar[];
  /** Groups summed into the last bar, 'Otros' (0 when each group has its own bar). */
  othersCount: number;
  line: ChartPoint[] | null;
}

/** Past this many groups (78 councils, say) the smaller ones are summed as 'Otros'. */
export const CHART_GROUP_CAP = 40;

type Row = GroupNode['rows'][number];

function seriesOf(doc: ReportDocument, key: string): ChartSeries {
  const found = doc.measures.find((m) => m.key === key) ?? doc.columns.find((c) => c.key === key);
  return { key, header: found?.header ?? key, type: found?.type ?? 'int' };
}

const sumBy = (bars: ChartBar[], i: number) =>
  bars.reduce((sum, bar) => sum + (bar.values[i] ?? 0), 0);

/** A row's bar: its label from the first text column. */
function rowBar(doc: ReportDocument, row: Row, series: ChartSeries[]): ChartBar {
  const labelColumn = doc.columns.find((c) => c.type === 'text') ?? doc.columns[0];
  return {
    label: labelColumn ? cellText(labelColumn, row[labelColumn.key], doc.timeZone) : '',
    values: series.map((s) => numericValue(row[s.key]) ?? 0),
  };
}

/**
 * The `CHART_GROUP_CAP` groups with most of the first measure, in the document's order, and
 * the rest as one 'Otros' bar.
 */
function capped(bars: ChartBar[], seriesCount: number): { bars: ChartBar[]; othersCount: number } {
  if (bars.length <= CHART_GROUP_CAP) return { bars, othersCount: 0 };
  const kept = new Set(
    bars
      .map((bar, i) => ({ i, value: bar.values[0] ?? 0 }))
      .sort((a, b) => b.value - a.value || a.i - b.i)
      .slice(0, CHART_GROUP_CAP)
      .map((entry) => entry.i),
  );
  const rest = bars.filter((_, i) => !kept.has(i));
  const others = {
    label: t.others,
    values: [...Array(seriesCount).keys()].map((i) => sumBy(rest, i)),
  };
  return { bars: [...bars.filter((_, i) => kept.has(i)), others], othersCount: rest.length };
}

const leafRows = (group: GroupNode): Row[] => [...group.rows, ...group.children.flatMap(leafRows)];

const yearOf = (cell: ReportCell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'object' ? cell.value : String(cell);

const byYear = (a: string, b: string) =>
  Number.isFinite(Number(a)) && Number.isFinite(Number(b))
    ? Number(a) - Number(b)
    : a.localeCompare(b, 'es');

function yearLine(doc: ReportDocument, yearKey: string, series: ChartSeries[]): ChartPoint[] {
  const sums = new Map<string, number[]>();
  for (const row of leafRows(doc.root)) {
    const year = yearOf(row[yearKey]);
    const values = sums.get(year) ?? series.map(() => 0);
    series.forEach((s, i) => (values[i] = (values[i] ?? 0) + (numericValue(row[s.key]) ?? 0)));
    sums.set(year, values);
  }
  return [...sums.keys()].sort(byYear).map((year) => ({ year, values: sums.get(year) ?? [] }));
}

/** The chart's figures, or null when the document has no chart. */
export function documentChartData(doc: ReportDocument): DocumentChartData | null {
  if (!doc.chart) return null;
  const series = doc.chart.measures.map((key) => seriesOf(doc, key));
  const { root } = doc;
  const bars = root.children.length
    ? root.children.map((group) => ({
        label: group.label,
        values: series.map((s) => group.subtotal[s.key] ?? 0),
      }))
    : root.rows.map((row) => rowBar(doc, row, series));
  return {
    title: doc.title,
    series,
    ...capped(bars, series.length),
    line: doc.chart.yearKey ? yearLine(doc, doc.chart.yearKey, series) : null,
  };
}

/** The note under a chart whose smaller groups were summed as 'Otros'; empty otherwise. */
export function chartNote(data: DocumentChartData): string {
  const first = data.series[0];
  return data.othersCount > 0 && first
    ? t.othersNote(CHART_GROUP_CAP, data.othersCount, first.header)
    : '';
}

/**
 * The chart's SVG: the bars (in panels a printed page holds) and the years' line, drawn from two
 * years on (a single year is a point the bars already show).
 */
export function renderChartSvg(data: DocumentChartData): string {
  const line = data.line && data.line.length > 1 ? renderLineChart(data, data.line) : '';
  return renderBarCharts(data) + line;
}
