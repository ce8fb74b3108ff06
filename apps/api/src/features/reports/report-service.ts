import { messages } from '@extranet/shared/messages';
import type { ReportDocument } from '@extranet/shared/reports/document';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { serverTimeZone, today } from '../../time/today.ts';
import { filterLines } from './documents/filter-lines.ts';
import { documentReports } from './documents/registry.ts';
import { listCsv } from './list-csv.ts';
import { listReports } from './list-registry.ts';
import { listReply, sortOf } from './list-runner.ts';
import type { CalendarDownload, CsvDownload, ListReport, ReportContext } from './list-type.ts';
import { reportBase } from './queries.ts';
import { reportScope } from './report-scope.ts';

/**
 * What `reportorder/list/by-filter` answers: a page as JSON, a printable document's model (or the
 * document to print as PDF), a CSV file or a calendar file.
 */
export type ReportAnswer =
  | { format: 'json'; reply: ReportListReply }
  | { format: 'document'; document: ReportDocument }
  | { format: 'pdf'; document: ReportDocument }
  | { format: 'csv'; download: CsvDownload }
  | { format: 'ics'; calendar: CalendarDownload };

/** The type of an id of the catalogue; refused when unknown. */
function typeOf(filter: ReportFilter): ReportType {
  const type = reportTypeById(filter.reportId);
  if (!type) throw new AppError('invalid report id');
  return type;
}

const wrongFormat = () => new AppError('validation', { format: messages.validation });

/** The list of a list or event-list type; refused when not built or asked for in a format it
 * does not have. */
function listOf(type: ReportType, filter: ReportFilter): ListReport {
  const report = listReports[type.id];
  if (!report) throw new AppError('report not available');
  const fits =
    filter.format === 'json' || filter.format === 'csv' || (filter.format === 'ics' && report.ics);
  if (!fits) throw wrongFormat();
  return report;
}

/** The call's scope, context and base (docs/product/reporting.md#performance), for any kind. */
async function reportRun(
  db: Db,
  caller: SessionUser,
  filter: ReportFilter,
  type: ReportType,
  site: ReportContext['site'],
) {
  const scope = await reportScope(db, caller, filter.supervisorId);
  const ctx: ReportContext = { filter, scope, type, today: today(), site };
  return { ctx, base: reportBase(filter, scope, type, ctx.today) };
}

/** The caller's name and surnames, as a document says who made it. */
async function nameOf(db: Db, caller: SessionUser): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${users.name} || ' ' || ${users.surname}` })
    .from(users)
    .where(eq(users.id, caller.id));
  return row?.name ?? '';
}

/**
 * A predefined type's printable document (docs/product/reporting.md#documents): its body under the
 * caller's scope and the same base as the lists, with the title (the type's name), the filter in
 * words, who made it, when, and in which zone that time is written. Refused for a list type (a
 * format it does not have) and for a type whose document is not built yet.
 */
export async function reportDocument(
  db: Db,
  caller: SessionUser,
  filter: ReportFilter,
  site: ReportContext['site'],
): Promise<ReportDocument> {
  const type = typeOf(filter);
  if (type.kind !== 'predefined') throw wrongFormat();
  const report = documentReports[type.id];
  if (!report) throw new AppError('report not available');
  const { ctx, base } = await reportRun(db, caller, filter, type, site);
  const generatedAt = new Date().toISOString();
  const [body, lines, generatedBy] = await Promise.all([
    report.build(db, base, ctx),
    filterLines(db, ctx),
    nameOf(db, caller),
  ]);
  return {
    reportId: type.id,
    title: type.name,
    filterLines: lines,
    generatedAt,
    generatedBy,
    timeZone: serverTimeZone(),
    ...body,
  };
}

/**
 * `GET reportorder/list/by-filter` (docs/product/reporting.md#calls): the type's rows under the
 * caller's scope (docs/product/reporting.md#scoping), a page as JSON, the first 5,000 rows as CSV
 * (docs/product/reporting.md#csv), a type's calendar file, or a predefined type's document
 * (`format=document`, or `format=pdf` for the route to print: the only formats of that kind).
 * `site` is where the product is served, for the links a calendar file carries.
 */
export async function runReport(
  db: Db,
  caller: SessionUser,
  filter: ReportFilter,
  site: ReportContext['site'],
): Promise<ReportAnswer> {
  const type = typeOf(filter);
  const { format } = filter;
  const printable = format === 'document' || format === 'pdf';
  if (type.kind === 'predefined' && !printable) throw wrongFormat();
  if (printable) {
    return { format, document: await reportDocument(db, caller, filter, site) };
  }
  const report = listOf(type, filter);
  const { ctx, base } = await reportRun(db, caller, filter, type, site);
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
