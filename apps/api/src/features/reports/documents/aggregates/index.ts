import type { DocumentReport } from '../document-type.ts';
import { groupingDocuments } from './groupings.ts';
import { totalsDocuments } from './totals.ts';
import { visitsDocument } from './visits.ts';

/**
 * The aggregate documents built, by report id (docs/product/reporting.md#documents): a ROLLUP
 * query each (in parts for a long one, rollup-query.ts), folded into groups by rollup-fold.ts.
 */
export const aggregateDocuments: Readonly<Partial<Record<number, DocumentReport>>> = {
  ...totalsDocuments,
  ...groupingDocuments,
  38: visitsDocument,
};
