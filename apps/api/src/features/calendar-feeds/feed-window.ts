import { calendarWindow, periodDays } from '@extranet/shared/calendar/window';
import { today } from '../../time/today.ts';

/**
 * The days a feed covers: the calendar's window, from the first day of the month 6 months back to
 * the last of the month 12 ahead (docs/product/calendar.md#calendar), in the TIME_ZONE setting.
 */
export function feedWindow(now: Date = new Date()): { from: string; to: string } {
  const { first, last } = calendarWindow(today(now));
  const days = periodDays(first, last);
  // The window is 19 months by construction, which periodDays always accepts.
  if (!days) throw new Error('the calendar window is longer than periodDays allows');
  return days;
}
