import nodeIcal from 'node-ical';
import { expect } from 'vitest';

/**
 * The feeds' tests read every calendar file with a real parser (node-ical), as a calendar
 * program would, rather than searching its text.
 */

/** An event as a calendar program reads it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | undefined;
  /** The instants, ISO in UTC. */
  start: string;
  end: string | undefined;
  /** The zone the start was written in, or undefined for an all-day event. */
  tz: string | undefined;
  allDay: boolean;
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'val' in value
      ? String(value.val)
      : '';

/** The events of a calendar file, by start then UID, after checking it is one. */
export function readCalendar(body: string): ReadEvent[] {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const parsed = nodeIcal.sync.parseICS(body);
  return Object.values(parsed)
    .flatMap((component) =>
      component && 'type' in component && component.type === 'VEVENT' ? [component] : [],
    )
    .map((event) => ({
      uid: event.uid,
      summary: text(event.summary),
      description: text(event.description),
      url: event.url === undefined ? undefined : text(event.url),
      start: event.start.toISOString(),
      end: event.end?.toISOString(),
      tz: event.start.tz,
      allDay: event.datetype === 'date',
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** The last Sunday of `month` (1-12) of `year`, YYYY-MM-DD: a summer-time change in Europe. */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** The last Sunday of `month` that falls inside the days from `from` to `to`. */
export function lastSundayWithin(month: number, from: string, to: string): string {
  const year = Number(from.slice(0, 4));
  const day = [year, year + 1, year + 2]
    .map((y) => lastSunday(y, month))
    .find((d) => d >= from && d <= to);
  if (!day) throw new Error(`no last Sunday of month ${month} between ${from} and ${to}`);
  return day;
}
