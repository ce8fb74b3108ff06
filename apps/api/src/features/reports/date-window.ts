import type { ReportFilter } from '@extranet/shared/reports/filter';
import { REQUEST_WINDOW_WIDENING, reportDateFloor } from '@extranet/shared/reports/report-dates';
import type { DateBasis } from '@extranet/shared/reports/report-types';
import { reportDateBeforeFloor } from '@extranet/shared/messages';
import { and, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../plugins/app-error.ts';

/**
 * The date conditions of a report (docs/product/reporting.md#dates): the main range exact on the
 * type's basis, the request days widened around it when the basis is another date, the AVANZADO
 * ranges exact, and outside the historic view the floor.
 */

/** The facts column each basis reads. */
const basisColumn: Record<DateBasis, SQL> = {
  request: sql.raw('f.request_day'),
  planned: sql.raw('f.planned_date'),
  done: sql.raw('f.done_date'),
};

/**
 * A YYYY-MM-DD day moved by whole months, the last day of a shorter month kept as PostgreSQL's
 * `date + interval` keeps it (31 August + 6 months is 28 February).
 */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** The request days read around a range on another date: a year before, six months after. */
const widened = (start: string | undefined, end: string | undefined) => ({
  start:
    start === undefined ? undefined : addMonths(start, -12 * REQUEST_WINDOW_WIDENING.beforeYears),
  end: end === undefined ? undefined : addMonths(end, REQUEST_WINDOW_WIDENING.afterMonths),
});

/** `column` within [start, end], each bound only when given. */
function within(column: SQL, start: string | undefined, end: string | undefined): SQL | undefined {
  return and(
    start === undefined ? undefined : sql`${column} >= ${start}::date`,
    end === undefined ? undefined : sql`${column} <= ${end}::date`,
  );
}

type AdvancedRange = { column: SQL; start: string | undefined; end: string | undefined };

const advancedRanges = (filter: ReportFilter): AdvancedRange[] => [
  { column: sql.raw('f.requested_date'), start: filter.requestedStart, end: filter.requestedEnd },
  { column: sql.raw('f.agreed_date'), start: filter.agreedStart, end: filter.agreedEnd },
  {
    column: sql.raw('f.completion_date'),
    start: filter.completitionStart,
    end: filter.completitionEnd,
  },
];

const earliest = (days: (string | undefined)[]) => days.filter((d) => d !== undefined).sort()[0];
const latest = (days: (string | undefined)[]) =>
  days
    .filter((d) => d !== undefined)
    .sort()
    .at(-1);

export interface DateWindowOptions {
  basis: DateBasis;
  /** The type shows the main range (every type does today). */
  mainRange: boolean;
  /** The type shows the AVANZADO ranges. */
  advanced: boolean;
  /** Today in the server's zone, for the floor. */
  today: string;
}

/**
 * The date conditions of `filter`. Outside the historic view a missing start counts as the floor
 * (1 January of last year) and an earlier one is refused with `date_before_floor`. When only
 * AVANZADO ranges are given, the request days are read from the earliest of their starts minus a
 * year to the latest of their ends plus six months, as the original screens fetched them.
 */
export function dateConditions(filter: ReportFilter, options: DateWindowOptions): SQL | undefined {
  let start = options.mainRange ? filter.startDate : undefined;
  const end = options.mainRange ? filter.endDate : undefined;
  const mainSent = start !== undefined || end !== undefined;
  if (options.mainRange && !filter.isHistoric) {
    const floor = reportDateFloor(options.today);
    if (start !== undefined && start < floor) {
      const message = reportDateBeforeFloor(floor);
      throw new AppError('date_before_floor', { startDate: message }, { message });
    }
    start ??= floor;
  }
  const conditions: (SQL | undefined)[] = [within(basisColumn[options.basis], start, end)];
  if (options.basis !== 'request' && (start !== undefined || end !== undefined)) {
    const window = widened(start, end);
    conditions.push(within(basisColumn.request, window.start, window.end));
  }
  const ranges = options.advanced ? advancedRanges(filter) : [];
  for (const range of ranges) conditions.push(within(range.column, range.start, range.end));
  const advancedSent = ranges.some((r) => r.start !== undefined || r.end !== undefined);
  if (advancedSent && !mainSent) {
    const window = widened(earliest(ranges.map((r) => r.start)), latest(ranges.map((r) => r.end)));
    conditions.push(within(basisColumn.request, window.start, window.end));
  }
  return and(...conditions);
}
