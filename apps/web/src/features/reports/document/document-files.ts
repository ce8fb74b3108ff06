import type { ReportDocument } from '@extranet/shared/reports/document';
import { documentCsv, documentFileName } from '@extranet/shared/reports/document-csv';
import { saveFile } from '@/shared/save-file';
import { fetchReportFile } from '../api';
import type { ReportQuery } from '../report-filter';

/**
 * The files of a printable report (docs/product/reporting.md#documents), saved from the page the
 * person asked from: the CSV written in the browser by the shared writer
 * (docs/product/reporting.md#csv), the same from the document's button as from EXPORTAR; and
 * the PDF the server prints from the same filter.
 */

export function saveDocumentCsv(doc: ReportDocument, page?: Document): void {
  const csv = new Blob([documentCsv(doc)], { type: 'text/csv;charset=utf-8' });
  saveFile(csv, documentFileName(doc, 'csv'), page);
}

export async function saveDocumentPdf(
  query: ReportQuery,
  doc: ReportDocument,
  page?: Document,
): Promise<void> {
  const pdf = await fetchReportFile(query, null, 'pdf');
  saveFile(pdf, documentFileName(doc, 'pdf'), page);
}
