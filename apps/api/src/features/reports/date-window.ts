import type { ReportFilter } from '@extranet/shared/reports/filter';
import { REQUEST_WINDOW_WIDENING, reportDateFloor } from '@extranet/shared/reports/report-dates';
import type { DateBasis } from '@extranet/shared/reports/report-types';
import { reportDateBeforeFloor } from '@extranet/shared/messages';
import { and, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../plugins/app-error.ts';
import { serverZone } from './columns.ts';

/**
 * The date conditions of a report (docs/product/reporting.md#dates): the main range exact on the
 * type's basis, the request days widened around it when the basis is another date, the AVANZADO
 * ranges exact, and outside the historic view the floor.
 */

/** The facts column of the planned and done bases. */
const factsBasisColumn: Record<Exclude<DateBasis, 'request'>, SQL> = {
  planned: sql.raw('f.planned_date'),
  done: sql.raw('f.done_date'),
};

/**
 * The request days [start, end], each bound only when given, read on the order's own moment:
 * a request day is the day of `created_at` in the TIME_ZONE setting, so the days from `start` to
 * `end` are the moments from `start`'s midnight there to the midnight after `end`. The orders'
 * index on that moment answers it alone (docs/product/reporting.md#performance), and a report
 * that reads nothing else of the facts does not join them.
 */
function requestDaysWithin(start: string | undefined, end: string | undefined): SQL | undefined {
  return and(
    start === undefined
      ? undefined
      : sql`o.created_at >= (${start}::date::timestamp at time zone ${serverZone})`,
    end === undefined
      ? undefined
      : sql`o.created_at < ((${end}::date + 1)::timestamp at time zone ${serverZone})`,
  );
}

/** The facts' copy of the request day. */
const REQUEST_DAY = sql.raw('f.request_day');

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

/** The date conditions of a report (dateConditions). */
export interface DateConditions {
  where: SQL | undefined;
  /**
   * On the request basis, the main range again on the facts' own column (`f.request_day`): true
   * whenever `where` is, for a query that joins the facts anyway, so that it can read them by
   * their index (ReportBase.from).
   */
  factsRequestDays: SQL | undefined;
}

/**
 * The date conditions of `filter`. Outside the historic view a missing start counts as the floor
 * (1 January of last year) and an earlier one is refused with `date_before_floor`. When only
 * AVANZADO ranges are given, the request days are read from the earliest of their starts minus a
 * year to the latest of their ends plus six months, as the original screens fetched them.
 */
export function dateConditions(filter: ReportFilter, options: DateWindowOptions): DateConditions {
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
  const conditions: (SQL | undefined)[] = [];
  const requestDays: { start: string | undefined; end: string | undefined }[] = [];
  if (options.basis === 'request') requestDays.push({ start, end });
  else conditions.push(within(factsBasisColumn[options.basis], start, end));
  if (options.basis !== 'request' && (start !== undefined || end !== undefined)) {
    requestDays.push(widened(start, end));
  }
  const ranges = options.advanced ? advancedRanges(filter) : [];
  for (const range of ranges) conditions.push(within(range.column, range.start, range.end));
  const advancedSent = ranges.some((r) => r.start !== undefined || r.end !== undefined);
  if (advancedSent && !mainSent) {
    requestDays.push(
      widened(earliest(ranges.map((r) => r.start)), latest(ranges.map((r) => r.end))),
    );
  }
  return {
    where: and(...conditions, ...requestDays.map((w) => requestDaysWithin(w.start, w.end))),
    // The main range only: a widened window is loose, and would only make a query read the
    // facts' rows to check it.
    factsRequestDays: options.basis === 'request' ? within(REQUEST_DAY, start, end) : undefined,
  };
}
