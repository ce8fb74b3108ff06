import type { ReportDocument } from '@extranet/shared/reports/document';
import { fetchReportDocument } from '../api';
import type { ReportQuery } from '../report-filter';
import { saveDocumentCsv, saveDocumentPdf } from './document-files';
import { openReportWindow, showReportDocument } from './report-window';

/** How FILTRAR on a printable type ended. */
export type PrintOutcome =
  /** The browser refused the window: nothing was asked. */
  | { outcome: 'blocked' }
  /** No order matched: the window was closed. */
  | { outcome: 'empty'; doc: ReportDocument }
  | { outcome: 'shown'; doc: ReportDocument };

/**
 * FILTRAR on a printable type (docs/product/reporting.md#documents): the window opens at once,
 * in the click, then the model of `query` is asked for and written into it with its buttons. No
 * order, or a failure (the promise rejects with it), closes the window again.
 */
export function printReport(query: ReportQuery): Promise<PrintOutcome> {
  const win = openReportWindow();
  if (!win) return Promise.resolve({ outcome: 'blocked' });
  return fillReportWindow(win, query);
}

async function fillReportWindow(win: Window, query: ReportQuery): Promise<PrintOutcome> {
  let doc: ReportDocument;
  try {
    doc = await fetchReportDocument(query);
  } catch (error) {
    win.close();
    throw error;
  }
  if (doc.orderCount === 0) {
    win.close();
    return { outcome: 'empty', doc };
  }
  // Closed by the person while the model came: the count is still the screen's.
  if (!win.closed) {
    showReportDocument(win, doc, {
      print: () => win.print(),
      csv: () => saveDocumentCsv(doc, win.document),
      pdf: () => saveDocumentPdf(query, doc, win.document),
    });
  }
  return { outcome: 'shown', doc };
}
