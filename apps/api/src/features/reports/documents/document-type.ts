import type { ReportDocument } from '@extranet/shared/reports/document';
import type { Db } from '../../../db/client.ts';
import type { ReportContext } from '../list-type.ts';
import type { ReportBase } from '../queries.ts';

/**
 * What a printable report builds from its base (docs/product/reporting.md#documents): its groups,
 * rows, figures and layout. The runner adds what every document has (title, filter lines, who
 * made it and when).
 */
export type DocumentBody = Omit<
  ReportDocument,
  'reportId' | 'title' | 'filterLines' | 'generatedAt' | 'generatedBy' | 'timeZone'
>;

/** A printable report type: one query (or two) over the base, folded into groups. */
export interface DocumentReport {
  build(db: Db, base: ReportBase, ctx: ReportContext): Promise<DocumentBody>;
}
