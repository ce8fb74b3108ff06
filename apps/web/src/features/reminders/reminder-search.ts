import dayjs from 'dayjs';
import { today } from '@/shared/time/today';

/** docs/product/calendar.md#reminders: the default range is today to today + 7. */
const DEFAULT_RANGE_DAYS = 7;

/** What FILTRAR asks for: days YYYY-MM-DD (null while not chosen) and an activity id. */
export interface ReminderSearch {
  startDate: string | null;
  endDate: string | null;
  activityId: number | null;
}

/** The search the screen opens with, from "today" in the server's zone. */
export function defaultSearch(now: Date = new Date()): ReminderSearch {
  const start = today(now);
  return {
    startDate: start,
    endDate: dayjs(start).add(DEFAULT_RANGE_DAYS, 'day').format('YYYY-MM-DD'),
    activityId: null,
  };
}

/** A search FILTRAR may send: both days chosen. */
export type CompleteSearch = ReminderSearch & { startDate: string; endDate: string };

export const isComplete = (search: ReminderSearch): search is CompleteSearch =>
  search.startDate !== null && search.endDate !== null;

/** The date pickers offer no day before today (docs/product/calendar.md#reminders). */
export const isBeforeToday = (day: string, now: Date = new Date()): boolean => day < today(now);
