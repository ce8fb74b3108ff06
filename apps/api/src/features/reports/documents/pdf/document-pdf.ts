import type { ReportDocument } from '@extranet/shared/reports/document';
import { documentFileName } from '@extranet/shared/reports/document-csv';
import { renderReportDocument } from '@extranet/shared/reports/render-document';
import type { PdfPrinter } from './pdf-printer.ts';

/** A document's PDF, with the name it downloads under. */
export interface DocumentPdf {
  bytes: Buffer;
  fileName: string;
}

/**
 * `format=pdf` (docs/product/reporting.md#documents): the very page the report's window shows,
 * without its buttons, printed on A4 in the document's orientation. A document without rows
 * prints as it shows, with its TOTAL of zero.
 */
export async function documentPdf(printer: PdfPrinter, doc: ReportDocument): Promise<DocumentPdf> {
  const html = renderReportDocument(doc, { controls: false });
  return {
    bytes: await printer.printDocumentPdf(html, doc.orientation),
    fileName: documentFileName(doc, 'pdf'),
  };
}
