import { messages } from '../messages.ts';
import { dateTimeText } from './document-cells.ts';
import { renderDocumentCards } from './document-cards.ts';
import { chartNote, documentChartData, renderChartSvg } from './document-chart.ts';
import { escapeHtml } from './document-html.ts';
import { documentStyles } from './document-styles.ts';
import { renderDocumentTable } from './document-table.ts';
import { documentTexts as t } from './document-texts.ts';
import type { ReportDocument } from './document.ts';

/**
 * A printable report as a whole HTML page (docs/product/reporting.md#documents): the browser
 * writes it into the report's window, the server prints it to PDF, so both show the same text.
 * The page has no script at all (the opener attaches the buttons' listeners) and every text in
 * it is escaped, since labels and values are what people typed.
 */

const TITLE_ID = 'report-title';

export interface RenderOptions {
  /** The 'Imprimir', 'Descargar CSV' and 'Descargar PDF' buttons (not in the server's PDF). */
  controls: boolean;
}

function header(doc: ReportDocument): string {
  const filters = doc.filterLines.length
    ? `<ul aria-label="${escapeHtml(t.filtersLabel)}">${doc.filterLines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`
    : '';
  const generated = t.generated(dateTimeText(doc.generatedAt, doc.timeZone), doc.generatedBy);
  const notice = doc.limited ? `<p class="notice">${escapeHtml(messages.exportLimit)}</p>` : '';
  return (
    `<h1 id="${TITLE_ID}">${escapeHtml(doc.title)}</h1>` +
    `<div class="meta">${filters}<p>${escapeHtml(generated)}</p></div>${notice}`
  );
}

function controls(): string {
  const button = (id: string, label: string) =>
    `<button type="button" id="${id}">${escapeHtml(label)}</button>`;
  return (
    `<div class="controls" role="group" aria-label="${escapeHtml(t.controlsLabel)}">` +
    button('report-print', t.print) +
    button('report-csv', t.downloadCsv) +
    button('report-pdf', t.downloadPdf) +
    '</div>'
  );
}

function chart(doc: ReportDocument): string {
  const data = documentChartData(doc);
  if (!data) return '';
  const note = chartNote(data);
  // On a phone the chart scrolls sideways: the keyboard must reach it to scroll it (WCAG 2.1.1).
  return (
    // It is named by its first image's title.
    '<figure class="chart" tabindex="0" aria-labelledby="chart-bars-1-title">' +
    renderChartSvg(data) +
    `${note ? `<figcaption class="note">${escapeHtml(note)}</figcaption>` : ''}</figure>`
  );
}

/** The document's page: heading, filters and generation, notice, buttons, chart, then body. */
export function renderReportDocument(doc: ReportDocument, options: RenderOptions): string {
  const body =
    doc.layout === 'cards'
      ? renderDocumentCards(doc, TITLE_ID)
      : renderDocumentTable(doc, TITLE_ID);
  return (
    '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(doc.title)}</title><style>${documentStyles(doc)}</style></head>` +
    `<body><main>${header(doc)}${options.controls ? controls() : ''}${chart(doc)}${body}</main></body></html>`
  );
}
