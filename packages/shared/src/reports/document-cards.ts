import { cellText } from './document-cells.ts';
import { escapeHtml } from './document-html.ts';
import { figureText } from './document-measures.ts';
import { documentTexts as t } from './document-texts.ts';
import type { ReportDocument } from './document.ts';

/**
 * The cards of a cards document (docs/product/reporting.md#documents): one card a row of the
 * root, each column a 'Header: value' line, eight to a printed A4 page (two columns by four
 * rows), then a summary card with the number of cards and the totals.
 */

/** Cards on a printed page: two columns by four rows. */
const CARDS_A_PAGE = 8;

const line = (header: string, value: string) =>
  `<div class="field"><dt>${escapeHtml(header)}:</dt><dd>${escapeHtml(value)}</dd></div>`;

function cardOf(doc: ReportDocument, row: ReportDocument['root']['rows'][number]): string {
  const lines = doc.columns.map((column) =>
    line(column.header, cellText(column, row[column.key], doc.timeZone)),
  );
  return `<dl class="card">${lines.join('')}</dl>`;
}

function summaryCard(doc: ReportDocument): string {
  const { root, timeZone } = doc;
  const lines = [
    line(t.cards, String(root.rows.length)),
    ...doc.measures.map((measure) =>
      line(measure.header, figureText(measure, root.subtotal, timeZone)),
    ),
  ];
  return `<dl class="card summary">${lines.join('')}</dl>`;
}

/** The cards in sheets of a printed page each, labelled by the document's heading. */
export function renderDocumentCards(doc: ReportDocument, labelId: string): string {
  const cards = [...doc.root.rows.map((row) => cardOf(doc, row)), summaryCard(doc)];
  const sheets: string[] = [];
  for (let i = 0; i < cards.length; i += CARDS_A_PAGE) {
    sheets.push(`<div class="sheet">${cards.slice(i, i + CARDS_A_PAGE).join('')}</div>`);
  }
  return `<section class="cards" aria-labelledby="${labelId}">${sheets.join('')}</section>`;
}
