import { addMonths, calendarWindow, type CalendarMonth } from '@extranet/shared/calendar/window';

/**
 * Days as the calendar handles them: 'YYYY-MM-DD' strings, the API's form, computed in UTC so
 * that no summer-time change moves a day (docs/product/calendar.md#events: dates are wall-clock
 * days of the TIME_ZONE setting; "today" comes from that zone, shared/time/today.ts).
 */

const pad = (n: number) => String(n).padStart(2, '0');

const utc = (iso: string) =>
  new Date(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))),
  );

const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day `offset` days after `iso` (negative: before). */
export const addDays = (iso: string, offset: number): string => {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + offset);
  return isoOf(date);
};

export const monthOf = (iso: string): CalendarMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});

/** One number per month, to compare and count months. */
export const monthIndex = ({ year, month }: CalendarMonth): number => year * 12 + month - 1;

export const sameMonth = (a: CalendarMonth, b: CalendarMonth): boolean =>
  monthIndex(a) === monthIndex(b);

export const daysInMonth = ({ year, month }: CalendarMonth): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `day` of `month`, or its last day when the month is shorter. */
export const dayOfMonth = (month: CalendarMonth, day: number): string =>
  `${month.year}-${pad(month.month)}-${pad(Math.min(day, daysInMonth(month)))}`;

/** 0 for Monday to 6 for Sunday: Spanish weeks start on Monday. */
export const weekdayOf = (iso: string): number => (utc(iso).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; the days of the month, null where another month's fall. */
export function monthWeeks(month: CalendarMonth): (string | null)[][] {
  const first = dayOfMonth(month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(dayOfMonth(month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** DD/MM/YYYY (docs/architecture.md#look-and-feel). */
export const displayDate = (iso: string): string =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The first and last day the calendar may show around `today` (its 19-month window). */
export function windowDays(today: string): { first: string; last: string } {
  const { first, last } = calendarWindow(today);
  return { first: dayOfMonth(first, 1), last: dayOfMonth(last, 31) };
}

/** `iso` kept inside the window's first and last day. */
export const clampDay = (iso: string, { first, last }: { first: string; last: string }): string =>
  iso < first ? first : iso > last ? last : iso;

/**
 * Where a key moves the calendar's cursor (docs/product/calendar.md#calendar): the arrows a day
 * or a week, Home and End the week's first and last day, Page Up and Page Down a month (the same
 * day, or the month's last); undefined for any other key. Never outside the window.
 */
export function movedDay(
  key: string,
  from: string,
  window: { first: string; last: string },
): string | undefined {
  const byMonth = (offset: number) =>
    dayOfMonth(addMonths(monthOf(from), offset), Number(from.slice(8, 10)));
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(from, -1),
    ArrowRight: () => addDays(from, 1),
    ArrowUp: () => addDays(from, -7),
    ArrowDown: () => addDays(from, 7),
    Home: () => addDays(from, -weekdayOf(from)),
    End: () => addDays(from, 6 - weekdayOf(from)),
    PageUp: () => byMonth(-1),
    PageDown: () => byMonth(1),
  };
  const move = moves[key];
  return move ? clampDay(move(), window) : undefined;
}
