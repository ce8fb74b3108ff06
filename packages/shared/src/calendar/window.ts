/**
 * The calendar's window (docs/product/calendar.md#calendar): from 6 months back to 12 ahead of the
 * month of today, 19 months in all, as the months of the carousel and the call's path.
 */
export const CALENDAR_MONTHS_BACK = 6;
export const CALENDAR_MONTHS_AHEAD = 12;
/** The user id the public calendar sends (docs/product/calendar.md#calls); it grants nothing. */
export const PUBLIC_CALENDAR_USER_ID = 2;
/** docs/product/README.md#constants-and-limits. */
export const DEFAULT_EVENT_COLOR = '#FFCC88';

export interface CalendarMonth {
  /** 1..12. */
  month: number;
  year: number;
}

/** The month `offset` months after `from` (negative: before). */
export function addMonths(from: CalendarMonth, offset: number): CalendarMonth {
  const index = from.year * 12 + (from.month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first and last month of the window around the month of `today` (YYYY-MM-DD). */
export function calendarWindow(today: string): { first: CalendarMonth; last: CalendarMonth } {
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  return {
    first: addMonths(current, -CALENDAR_MONTHS_BACK),
    last: addMonths(current, CALENDAR_MONTHS_AHEAD),
  };
}

/** Every month of the window, first to last. */
export function calendarMonths(today: string): CalendarMonth[] {
  const { first } = calendarWindow(today);
  return Array.from({ length: CALENDAR_MONTHS_BACK + CALENDAR_MONTHS_AHEAD + 1 }, (_, i) =>
    addMonths(first, i),
  );
}

/**
 * The days a call for months `first` to `last` covers, YYYY-MM-DD, both included; undefined when
 * `last` is before `first` or the span is longer than the window (the API refuses it).
 */
export function periodDays(
  first: CalendarMonth,
  last: CalendarMonth,
): { from: string; to: string } | undefined {
  const span = last.year * 12 + last.month - (first.year * 12 + first.month);
  if (span < 0 || span > CALENDAR_MONTHS_BACK + CALENDAR_MONTHS_AHEAD) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = addMonths(last, 1);
  const lastDay = new Date(Date.UTC(next.year, next.month - 1, 0)).getUTCDate();
  return {
    from: `${first.year}-${pad(first.month)}-01`,
    to: `${last.year}-${pad(last.month)}-${pad(lastDay)}`,
  };
}
