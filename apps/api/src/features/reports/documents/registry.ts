import { aggregateDocuments } from './aggregates/index.ts';
import { detailDocuments } from './details/index.ts';
import type { DocumentReport } from './document-type.ts';

/**
 * The printable documents built, by report id (docs/product/reporting.md#documents). A
 * predefined type missing here answers 'Informe no disponible todavía'.
 */
export const documentReports: Readonly<Partial<Record<number, DocumentReport>>> = {
  ...aggregateDocuments,
  ...detailDocuments,
};
