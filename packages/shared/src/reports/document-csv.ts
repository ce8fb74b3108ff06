import { CSV_BOM, csvLine } from '../csv/csv.ts';
import { todayIn } from '../zone-day.ts';
import { csvCellText } from './document-cells.ts';
import { measuresApart } from './document-measures.ts';
import { documentTexts as t } from './document-texts.ts';
import type { DocumentMeasure, GroupNode, ReportDocument } from './document.ts';
import { reportFileName } from './report-file-name.ts';

/**
 * A document as CSV (docs/product/reporting.md#csv): a column a group level, then the rows'
 * columns, then the figures that have no column of their own. A row fills every group column;
 * a level-k subtotal fills the group columns 1..k and writes 'Subtotal' in the next (the first
 * of the rows' columns under the deepest level); the total writes 'TOTAL' first. Cards give a
 * row each, and no total.
 */

type Row = GroupNode['rows'][number];

function header(doc: ReportDocument, apart: DocumentMeasure[]): string[] {
  if (doc.layout === 'cards') return doc.columns.map((c) => c.header);
  return [
    ...doc.levels.map((level) => level.header),
    ...doc.columns.map((c) => c.header),
    ...apart.map((m) => m.header),
  ];
}

function detailLine(doc: ReportDocument, path: string[], row: Row, apart: DocumentMeasure[]) {
  const groups = doc.levels.map((_, i) => path[i] ?? '');
  const cells = doc.columns.map((c) => csvCellText(c, row[c.key], doc.timeZone));
  return [...groups, ...cells, ...apart.map(() => '')];
}

/** A subtotal or total line: `label` in its column, each figure in its measure's column. */
function figuresLine(
  doc: ReportDocument,
  path: string[],
  label: { at: number; text: string },
  figures: Record<string, number | null>,
  apart: DocumentMeasure[],
): string[] {
  const figure = (m: DocumentMeasure) => csvCellText(m, figures[m.key], doc.timeZone);
  const line = [
    ...doc.levels.map((_, i) => path[i] ?? ''),
    ...doc.columns.map((c) => {
      const measure = doc.measures.find((m) => m.key === c.key);
      return measure ? figure(measure) : '';
    }),
    ...apart.map(figure),
  ];
  line[label.at] = label.text;
  return line;
}

function groupLines(
  doc: ReportDocument,
  group: GroupNode,
  parents: string[],
  apart: DocumentMeasure[],
): string[][] {
  const path = [...parents, group.label];
  const labelAt = Math.min(group.level, doc.levels.length);
  return [
    ...group.children.flatMap((child) => groupLines(doc, child, path, apart)),
    ...group.rows.map((row) => detailLine(doc, path, row, apart)),
    figuresLine(doc, path, { at: labelAt, text: t.subtotal }, group.subtotal, apart),
  ];
}

/** The CSV's lines, the header first, as the writer takes them. */
export function documentCsvRows(doc: ReportDocument): string[][] {
  const { root } = doc;
  if (doc.layout === 'cards') {
    return [
      header(doc, []),
      ...root.rows.map((row) => doc.columns.map((c) => csvCellText(c, row[c.key], doc.timeZone))),
    ];
  }
  const apart = measuresApart(doc);
  return [
    header(doc, apart),
    ...root.children.flatMap((group) => groupLines(doc, group, [], apart)),
    ...root.rows.map((row) => detailLine(doc, [], row, apart)),
    figuresLine(doc, [], { at: 0, text: t.total }, root.subtotal, apart),
  ];
}

/** The document's CSV file: byte-order mark, then the lines of the one CSV writer. */
export function documentCsv(doc: ReportDocument): string {
  return (
    CSV_BOM +
    documentCsvRows(doc)
      .map((line) => csvLine(line))
      .join('')
  );
}

/** `{name without accents, '_' for spaces}_{YYYYMMDD of the generation}.{ext}`. */
export function documentFileName(doc: ReportDocument, ext: 'csv' | 'pdf'): string {
  return reportFileName(doc.title, todayIn(doc.timeZone, new Date(doc.generatedAt)), ext);
}
