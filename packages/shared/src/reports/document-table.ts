import { cellText, isNumeric } from './document-cells.ts';
import { escapeHtml } from './document-html.ts';
import { figureText, measureOfColumn, measuresApart } from './document-measures.ts';
import { documentTexts as t } from './document-texts.ts';
import type { GroupNode, ReportDocument } from './document.ts';

/**
 * The table of a grouped document (docs/product/reporting.md#documents): one table whose header
 * repeats on every printed page; each group opens with a full-width header row and closes with
 * its 'Subtotal' row, deeper levels indented; the 'TOTAL' row ends it. The groups' levels are
 * rows, not columns: the columns are the rows' own.
 */

type Row = GroupNode['rows'][number];

const numericClass = (numeric: boolean) => (numeric ? ' class="num"' : '');

function headerRow(doc: ReportDocument): string {
  const cells = doc.columns.map(
    (column) =>
      `<th scope="col"${numericClass(isNumeric(column.type))}>${escapeHtml(column.header)}</th>`,
  );
  return `<thead><tr>${cells.join('')}</tr></thead>`;
}

function detailRow(doc: ReportDocument, row: Row): string {
  const cells = doc.columns.map(
    (column) =>
      `<td${numericClass(isNumeric(column.type))}>${escapeHtml(
        cellText(column, row[column.key], doc.timeZone),
      )}</td>`,
  );
  return `<tr class="row">${cells.join('')}</tr>`;
}

/**
 * A subtotal or TOTAL row: the label spans the columns before the first one that holds a
 * figure, and the figures that have no column of their own follow it ('Solicitudes: 12').
 */
function figuresRow(
  doc: ReportDocument,
  className: string,
  label: string,
  figures: Record<string, number | null>,
): string {
  const zone = doc.timeZone;
  const firstFigure = doc.columns.findIndex((column) => measureOfColumn(doc, column.key));
  const span = firstFigure > 0 ? firstFigure : firstFigure === 0 ? 1 : doc.columns.length;
  const spanned = doc.columns.slice(0, span).flatMap((column) => {
    const measure = measureOfColumn(doc, column.key);
    return measure ? [measure] : [];
  });
  const apart = [...spanned, ...measuresApart(doc)]
    .map((measure) => t.figure(measure.header, figureText(measure, figures, zone)))
    .join(' · ');
  const labelText = apart === '' ? label : `${label} · ${apart}`;
  const cells = doc.columns.slice(span).map((column) => {
    const measure = measureOfColumn(doc, column.key);
    const text = measure ? figureText(measure, figures, zone) : '';
    return `<td${numericClass(isNumeric(column.type))}>${escapeHtml(text)}</td>`;
  });
  const labelCell = `<td colspan="${Math.max(span, 1)}">${escapeHtml(labelText)}</td>`;
  return `<tr class="${className}">${labelCell}${cells.join('')}</tr>`;
}

function groupRows(doc: ReportDocument, group: GroupNode): string {
  const level = `level-${group.level}`;
  const width = Math.max(doc.columns.length, 1);
  return [
    `<tr class="group ${level}"><td colspan="${width}">${escapeHtml(group.label)}</td></tr>`,
    ...group.children.map((child) => groupRows(doc, child)),
    ...group.rows.map((row) => detailRow(doc, row)),
    figuresRow(doc, `subtotal ${level}`, t.subtotalOf(group.label), group.subtotal),
  ].join('');
}

/**
 * One row group per first-level group, so that `pageBreakLevel` 1 starts each one after the
 * first on a new page.
 */
function bodies(doc: ReportDocument): string[] {
  const { root } = doc;
  const breakClass = doc.pageBreakLevel === 1 ? ' class="new-page"' : '';
  const groups = root.children.map(
    (group, i) => `<tbody${i > 0 ? breakClass : ''}>${groupRows(doc, group)}</tbody>`,
  );
  const rows = root.rows.length
    ? [`<tbody>${root.rows.map((row) => detailRow(doc, row)).join('')}</tbody>`]
    : [];
  const total = `<tbody>${figuresRow(doc, 'total', t.total, root.subtotal)}</tbody>`;
  return [...groups, ...rows, total];
}

/** The document's table, labelled by its heading (`labelId`). */
export function renderDocumentTable(doc: ReportDocument, labelId: string): string {
  return `<table class="report" aria-labelledby="${labelId}">${headerRow(doc)}${bodies(doc).join('')}</table>`;
}
