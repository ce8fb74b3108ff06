import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';

/**
 * The one iCalendar writer (RFC 5545) of the API: the feeds of docs/product/calendar.md#ical-feeds
 * and any other calendar file (through public.ts). Times are wall-clock times of the TIME_ZONE
 * setting, written with that zone's id and its VTIMEZONE definition, so that an appointment at
 * 10:00 stays at 10:00 on both sides of a summer-time change, whatever zone the reader is in.
 */

/** How long a timed entry lasts when nothing gives its end: an event line, an unknown visit type. */
export const DEFAULT_ENTRY_MINUTES = 60;

/** How often a subscribed calendar program should read a feed again. */
const REFRESH_SECONDS = 60 * 60;

/** One event of a calendar file, in the wall-clock time of the file's zone. */
export interface CalendarEntry {
  /** Stable across readings, so that a program updates the event instead of adding another. */
  uid: string;
  summary: string;
  description?: string;
  /** A link a calendar program shows with the event. */
  url?: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  /** HH:MM; null makes an all-day entry. */
  start: string | null;
  /** HH:MM; null lasts DEFAULT_ENTRY_MINUTES. An end not after the start is on the next day. */
  end: string | null;
}

export interface CalendarFile {
  /** The calendar's name, which a subscribing program shows. */
  name: string;
  /** An IANA zone, the TIME_ZONE setting. */
  timeZone: string;
  entries: readonly CalendarEntry[];
  /** When the file is written (DTSTAMP); now by default. */
  now?: Date;
}

/** A zone's VTIMEZONE, read from the package's files once per zone rather than on every file. */
const vtimezones = new Map<string, string | null>();
function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone));
  return vtimezones.get(zone) ?? null;
}

/** The entry's start and end as instants of `zone`; null for an all-day entry. */
function timesOf(entry: CalendarEntry, zone: string) {
  if (entry.start === null) return null;
  const start = DateTime.fromISO(`${entry.date}T${entry.start}`, { zone });
  let end = entry.end
    ? DateTime.fromISO(`${entry.date}T${entry.end}`, { zone })
    : start.plus({ minutes: DEFAULT_ENTRY_MINUTES });
  // A visit that runs past midnight ends the next day (the stored end is only a time).
  if (end <= start) end = end.plus({ days: 1 });
  return { start, end };
}

/** The text of a calendar file of `entries`, each in `timeZone` with its VTIMEZONE. */
export function writeCalendar(file: CalendarFile): string {
  const zone = file.timeZone;
  const calendar = ical({
    prodId: { company: 'Educacion Ambiental', product: 'Extranet', language: 'ES' },
    name: file.name,
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone name: DTSTAMP must stay in UTC (RFC 5545 3.8.7.2), and ical-generator
    // writes it in the calendar's zone when there is one. Each event names the zone instead, and
    // the generator adds its VTIMEZONE once; X-WR-TIMEZONE tells Google Calendar the same.
    timezone: { name: null, generator: vtimezoneOf },
    x: { 'X-WR-TIMEZONE': zone },
  });
  const stamp = file.now ?? new Date();
  for (const entry of file.entries) {
    const times = timesOf(entry, zone);
    const common = {
      id: entry.uid,
      stamp,
      summary: entry.summary,
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.url ? { url: entry.url } : {}),
    };
    if (times) {
      calendar.createEvent({ ...common, start: times.start, end: times.end, timezone: zone });
    } else {
      // One day: RFC 5545 3.6.1 gives an all-day DTSTART without DTEND exactly that day.
      calendar.createEvent({
        ...common,
        start: DateTime.fromISO(entry.date, { zone }),
        allDay: true,
      });
    }
  }
  return calendar.toString();
}
