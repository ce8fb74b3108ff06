import { messages } from '@extranet/shared/messages';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { today } from '../../time/today.ts';
import { listCsv } from './list-csv.ts';
import { listReports } from './list-registry.ts';
import { listReply, sortOf } from './list-runner.ts';
import type { CalendarDownload, CsvDownload, ListReport, ReportContext } from './list-type.ts';
import { reportBase } from './queries.ts';
import { reportScope } from './report-scope.ts';

/** What `reportorder/list/by-filter` answers: a page as JSON, a CSV file or a calendar file. */
export type ReportAnswer =
  | { format: 'json'; reply: ReportListReply }
  | { format: 'csv'; download: CsvDownload }
  | { format: 'ics'; calendar: CalendarDownload };

/** The type of an id of the catalogue and its list; refused when unknown, not built or asked for
 * in a format it does not have. */
function listOf(filter: ReportFilter): { type: ReportType; report: ListReport } {
  const type = reportTypeById(filter.reportId);
  if (!type) throw new AppError('invalid report id');
  const report = listReports[type.id];
  if (type.kind === 'predefined' || !report) throw new AppError('report not available');
  const fits =
    filter.format === 'json' || filter.format === 'csv' || (filter.format === 'ics' && report.ics);
  if (!fits) throw new AppError('validation', { format: messages.validation });
  return { type, report };
}

/**
 * `GET reportorder/list/by-filter` (docs/product/reporting.md#calls): the type's rows under the
 * caller's scope (docs/product/reporting.md#scoping), a page as JSON, the first 5,000 rows as CSV
 * (docs/product/reporting.md#csv), or a type's calendar file. `site` is where the product is
 * served, for the links a calendar file carries.
 */
export async function runReport(
  db: Db,
  caller: SessionUser,
  filter: ReportFilter,
  site: ReportContext['site'],
): Promise<ReportAnswer> {
  const { type, report } = listOf(filter);
  const scope = await reportScope(db, caller, filter.supervisorId);
  const ctx: ReportContext = { filter, scope, type, today: today(), site };
  const base = reportBase(filter, scope, type, ctx.today);
  if (filter.format === 'csv') {
    const download = report.csv
      ? await report.csv(db, base, sortOf(report, filter), ctx)
      : await listCsv(db, report, base, ctx);
    return { format: 'csv', download };
  }
  if (filter.format === 'ics' && report.ics) {
    return { format: 'ics', calendar: await report.ics(db, base, sortOf(report, filter), ctx) };
  }
  return { format: 'json', reply: await listReply(db, report, base, ctx) };
}
