import type { DocumentReport } from '../document-type.ts';

/** The detail documents built, by report id (docs/product/reporting.md#documents). */
export const detailDocuments: Readonly<Partial<Record<number, DocumentReport>>> = {};
