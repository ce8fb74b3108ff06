import { messages } from '@extranet/shared/messages';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { today } from '../../time/today.ts';
import { listCsv, type CsvDownload } from './list-csv.ts';
import { listReports } from './list-registry.ts';
import { listReply } from './list-runner.ts';
import type { ListReport } from './list-type.ts';
import { reportBase } from './queries.ts';
import { reportScope } from './report-scope.ts';

/** What `reportorder/list/by-filter` answers: a page as JSON, or a CSV file. */
export type ReportAnswer =
  { format: 'json'; reply: ReportListReply } | { format: 'csv'; download: CsvDownload };

/** The type of an id of the catalogue, and its list; refused when unknown or not built. */
function listOf(filter: ReportFilter): { type: ReportType; report: ListReport } {
  const type = reportTypeById(filter.reportId);
  if (!type) throw new AppError('invalid report id');
  const report = listReports[type.id];
  if (type.kind === 'predefined' || !report) throw new AppError('report not available');
  if (filter.format !== 'json' && filter.format !== 'csv') {
    throw new AppError('validation', { format: messages.validation });
  }
  return { type, report };
}

/**
 * `GET reportorder/list/by-filter` (docs/product/reporting.md#calls): the type's rows under the
 * caller's scope (docs/product/reporting.md#scoping), a page as JSON or the first 5,000 rows as
 * CSV (docs/product/reporting.md#csv).
 */
export async function runReport(
  db: Db,
  caller: SessionUser,
  filter: ReportFilter,
): Promise<ReportAnswer> {
  const { type, report } = listOf(filter);
  const scope = await reportScope(db, caller, filter.supervisorId);
  const day = today();
  const base = reportBase(filter, scope, type, day);
  if (filter.format === 'csv') {
    return { format: 'csv', download: await listCsv(db, type, report, base, filter, day) };
  }
  return { format: 'json', reply: await listReply(db, type, report, base, filter) };
}
