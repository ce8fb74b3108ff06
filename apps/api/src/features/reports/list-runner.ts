import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ListReport, ReportContext, SortOrder } from './list-type.ts';
import type { ReportBase } from './queries.ts';

/**
 * Runs a list report (docs/product/reporting.md#list-reports): the table and the export reach
 * the first 5,000 rows; the total counts them all.
 */

/** Rows a table pages through and an export writes. */
export const ROW_CAP = limits.exportRowLimit;

/** The sort asked for, among the type's sortable columns; any other key is refused (400). */
export function sortOf(report: ListReport, filter: ReportFilter): SortOrder {
  const key = filter._sort ?? report.defaultSort.key;
  const by = Object.hasOwn(report.sorts, key) ? report.sorts[key] : undefined;
  if (!by) throw new AppError('validation', { _sort: messages.validation });
  const order =
    filter._order ?? (key === report.defaultSort.key ? report.defaultSort.order : 'asc');
  return { key, order, by, neverBlank: report.neverBlank?.has(key) ?? false };
}

/** The rows of the page asked for, within the first 5,000: none past them. */
export function pageWindow(filter: ReportFilter): { limit: number; offset: number } {
  const offset = filter._page * filter._pagesize;
  return { offset, limit: Math.max(0, Math.min(filter._pagesize, ROW_CAP - offset)) };
}

/**
 * `format=json`: the survey of the whole set (the true total, columns, summary) and the page,
 * two queries sent together.
 */
export async function listReply(
  db: Db,
  report: ListReport,
  base: ReportBase,
  ctx: ReportContext,
): Promise<ReportListReply> {
  const { type, filter } = ctx;
  const sort = sortOf(report, filter);
  const { limit, offset } = pageWindow(filter);
  const [survey, rows] = await Promise.all([
    report.survey(db, base, ctx),
    limit > 0 ? report.page(db, base, sort, limit, offset, ctx) : Promise.resolve([]),
  ]);
  return {
    reportId: type.id,
    kind: type.kind === 'eventList' ? 'eventList' : 'list',
    columns: survey.columns,
    rows,
    total: survey.total,
    limited: survey.total > ROW_CAP,
    summary: survey.summary,
    rowLink: type.kind === 'list',
    sort: sort.key,
    order: sort.order,
  };
}
