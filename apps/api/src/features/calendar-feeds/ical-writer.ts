import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

/**
 * The one iCalendar writer (RFC 5545) of the API: the feeds of docs/product/calendar.md#ical-feeds
 * and any other calendar file (through public.ts). Times are the wall-clock times of the
 * TIME_ZONE setting, written with that zone's id and its VTIMEZONE definition, so that an
 * appointment at 10:00 stays at 10:00 on both sides of a summer-time change, whatever zone the
 * reader is in. The stored days and times are already wall-clock times: they are written as they
 * are, with no conversion to an instant and back.
 *
 * The file is written by ical.js (Mozilla's iCalendar library: escaping, folding, parameters)
 * from its jCal form (RFC 7265), and the zone definitions come from @touch4it/ical-timezones.
 * ical.js's object model (Component, Time) took four times as long for a feed of 500
 * appointments as its plain `stringify` of jCal does, and ical-generator 10 folds each character
 * with a new TextEncoder (200 ms for the same feed): the bar for it is 100 ms
 * (docs/product/calendar.md#ical-feeds).
 */

/** How long a timed entry lasts when nothing gives its end: an event line, an unknown visit type. */
export const DEFAULT_ENTRY_MINUTES = 60;

/** How often a subscribed calendar program should read a feed again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT1H';

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

type JCalProperty = [string, Record<string, string>, string, string];
type JCalComponent = [string, JCalProperty[], JCalComponent[]];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Control characters but tab and line breaks: a line of text may not hold them (RFC 5545 3.3.11). */
const controls = /(?![\t\n\r])\p{Cc}/gu;

/** A TEXT value without the characters no content line may carry; ical.js escapes the rest. */
const text = (value: string) => value.replace(controls, '');

/** A value written as it is (a URI, a UID): line breaks and controls, which end a line, go. */
const raw = (value: string) => value.replace(/[\r\n]+/g, ' ').replace(controls, '');

const property = (
  name: string,
  type: string,
  value: string,
  params: Record<string, string> = {},
): JCalProperty => [name, params, type, value];

/** A zone's VTIMEZONE as jCal, read from the package's files once per zone. */
const vtimezones = new Map<string, JCalComponent[]>();
function vtimezoneOf(zone: string): JCalComponent[] {
  let components = vtimezones.get(zone);
  if (!components) {
    // A zone the package does not know gets none: readers then take the TZID as an IANA name.
    const definition = getVtimezoneComponent(zone);
    components = definition ? [ICAL.parse(definition) as unknown as JCalComponent] : [];
    vtimezones.set(zone, components);
  }
  return components;
}

/** A day `days` after YYYY-MM-DD, as YYYY-MM-DD. */
function dayOf(date: string, days = 0): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A wall-clock moment `minutes` after the day's midnight (a day later past 24:00), jCal form. */
const localTime = (date: string, minutes: number) =>
  `${dayOf(date, Math.floor(minutes / 1440))}T${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}:00`;

/** The DTSTART and DTEND of an entry: in the zone when timed, whole days otherwise. */
function when(entry: CalendarEntry, tzid: string): JCalProperty[] {
  if (entry.start === null) {
    return [
      property('dtstart', 'date', dayOf(entry.date)),
      property('dtend', 'date', dayOf(entry.date, 1)),
    ];
  }
  const start = minutesOf(entry.start);
  let end = entry.end === null ? start + DEFAULT_ENTRY_MINUTES : minutesOf(entry.end);
  // A visit that runs past midnight ends the next day (the stored end is only a time).
  if (end <= start) end += 1440;
  return [
    property('dtstart', 'date-time', localTime(entry.date, start), { tzid }),
    property('dtend', 'date-time', localTime(entry.date, end), { tzid }),
  ];
}

function eventOf(entry: CalendarEntry, tzid: string, stamp: string): JCalComponent {
  const properties = [
    property('uid', 'text', raw(entry.uid)),
    property('dtstamp', 'date-time', stamp),
    ...when(entry, tzid),
    property('summary', 'text', text(entry.summary)),
  ];
  if (entry.description) properties.push(property('description', 'text', text(entry.description)));
  if (entry.url) properties.push(property('url', 'uri', raw(entry.url)));
  return ['vevent', properties, []];
}

/** The text of a calendar file of `entries`, each in `timeZone`, with that zone's VTIMEZONE. */
export function writeCalendar(file: CalendarFile): string {
  const tzid = file.timeZone;
  // DTSTAMP must be in UTC (RFC 5545 3.8.7.2).
  const stamp = `${(file.now ?? new Date()).toISOString().slice(0, 19)}Z`;
  const name = text(file.name);
  const calendar: JCalComponent = [
    'vcalendar',
    [
      property('version', 'text', '2.0'),
      property('prodid', 'text', '-//Educacion Ambiental//Extranet//ES'),
      property('calscale', 'text', 'GREGORIAN'),
      property('method', 'text', 'PUBLISH'),
      // RFC 7986's NAME, which ical.js does not know: written as it is, like the X- names.
      property('name', 'unknown', name),
      property('x-wr-calname', 'unknown', name),
      // Google Calendar reads the zone of the whole calendar from here.
      property('x-wr-timezone', 'unknown', raw(tzid)),
      property('refresh-interval', 'duration', REFRESH),
      property('x-published-ttl', 'unknown', REFRESH),
    ],
    [
      ...(file.entries.some((entry) => entry.start !== null) ? vtimezoneOf(tzid) : []),
      ...file.entries.map((entry) => eventOf(entry, tzid, stamp)),
    ],
  ];
  return `${ICAL.stringify(calendar as unknown as Parameters<typeof ICAL.stringify>[0])}\r\n`;
}
