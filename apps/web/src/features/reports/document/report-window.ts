import type { ReportDocument } from '@extranet/shared/reports/document';
import { renderReportDocument } from '@extranet/shared/reports/render-document';
import { errorText } from '@/shared/api-error';
import { reportTexts as t } from '../report-texts';

/**
 * The window a printable report is shown in (docs/product/reporting.md#documents). It is opened
 * blank in the click on FILTRAR, so that popup blockers let it through, and written by the screen:
 * being about:blank it shares the screen's origin, so the screen reaches its buttons while the
 * page itself holds no script.
 */

/** What the window shows while the model is asked for. */
export const WAITING_PAGE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
  `<title>${t.documentWaiting}</title></head>` +
  '<body style="font-family: sans-serif; margin: 2rem">' +
  `<p role="status">${t.documentWaiting}</p></body></html>`;

function writePage(win: Window, html: string): void {
  win.document.open();
  win.document.write(html);
  win.document.close();
}

/**
 * Opens the report's window and says it is being made; null when the browser blocks it. Must
 * run in the click itself, before anything is awaited.
 */
export function openReportWindow(): Window | null {
  const win = window.open('', '_blank');
  if (win) writePage(win, WAITING_PAGE);
  return win;
}

/** What the document's buttons do; the PDF is asked for while its button waits. */
export interface DocumentActions {
  print: () => void;
  csv: () => void;
  pdf: () => Promise<void>;
}

/** The ids the renderer gives its buttons. */
const buttonIds = { print: 'report-print', csv: 'report-csv', pdf: 'report-pdf' } as const;

/** Writes the document into its window and gives its buttons their actions. */
export function showReportDocument(
  win: Window,
  doc: ReportDocument,
  actions: DocumentActions,
): void {
  writePage(win, renderReportDocument(doc, { controls: true }));
  const button = (id: string) => win.document.getElementById(id);
  button(buttonIds.print)?.addEventListener('click', actions.print);
  button(buttonIds.csv)?.addEventListener('click', actions.csv);
  const pdf = button(buttonIds.pdf);
  if (!pdf) return;
  const status = statusLine(win, pdf);
  pdf.addEventListener('click', () => {
    // A disabled button takes no click: one PDF at a time.
    pdf.setAttribute('disabled', '');
    status.textContent = t.pdfWaiting;
    actions
      .pdf()
      .then(
        () => {
          status.textContent = '';
        },
        (error: unknown) => {
          status.textContent = errorText(error);
        },
      )
      .finally(() => pdf.removeAttribute('disabled'));
  });
}

/**
 * Where the window says how the PDF goes, and why it failed, in the server's words: the page's
 * status line, or one added after the buttons, among them so that it is not printed.
 */
function statusLine(win: Window, beside: Element): Element {
  const existing = win.document.querySelector('[role="status"]');
  if (existing) return existing;
  const line = win.document.createElement('p');
  line.setAttribute('role', 'status');
  line.setAttribute('style', 'margin: 0; align-self: center');
  beside.after(line);
  return line;
}
