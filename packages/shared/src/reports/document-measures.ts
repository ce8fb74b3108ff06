import { cellText } from './document-cells.ts';
import type { DocumentMeasure, ReportDocument } from './document.ts';

/**
 * Where a subtotal's figures go (docs/product/reporting.md#documents): a measure whose key is a
 * column's sits in that column; the others ('Solicitudes' under a list of requests) are written
 * after the row's label.
 */
export function measuresApart(doc: ReportDocument): DocumentMeasure[] {
  const columnKeys = new Set(doc.columns.map((column) => column.key));
  return doc.measures.filter((measure) => !columnKeys.has(measure.key));
}

/** The measure whose figure sits in the column of `key`, if any. */
export const measureOfColumn = (doc: ReportDocument, key: string): DocumentMeasure | undefined =>
  doc.measures.find((measure) => measure.key === key);

/** A subtotal's figure as the document writes it; empty when the group has none. */
export const figureText = (
  measure: DocumentMeasure,
  figures: Record<string, number | null>,
  timeZone: string,
): string => cellText(measure, figures[measure.key], timeZone);
