import { getVtimezoneComponent } from '@touch4it/ical-timezones';

/**
 * The one iCalendar writer (RFC 5545) of the API: the feeds of docs/product/calendar.md#ical-feeds
 * and any other calendar file (through public.ts). Times are the wall-clock times of the
 * TIME_ZONE setting, written with that zone's id and its VTIMEZONE definition, so that an
 * appointment at 10:00 stays at 10:00 on both sides of a summer-time change, whatever zone the
 * reader is in. The stored days and times are already wall-clock times: they are written as they
 * are, with no conversion to an instant and back.
 *
 * Written here rather than with ical-generator 10: it folds the whole file one character at a
 * time with a new TextEncoder for each (about 1.3 µs a character on the bench machine, 200 ms
 * for a feed of 500 appointments), and it formats a plain Date in the process's own zone, so
 * each time had to go through a date library besides (luxon: 250 ms more). The bar for such a
 * feed is 100 ms. The zone definitions come from @touch4it/ical-timezones.
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

const CRLF = '\r\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Control characters but tab and line breaks: a line of text may not hold them (RFC 5545 3.3.11). */
const controls = /(?![\t\n\r])\p{Cc}/gu;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
const text = (value: string) =>
  value
    .replace(controls, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** A value written as it is (a URI, a UID): only line breaks and controls, which end a line, go. */
const raw = (value: string) => value.replace(/[\r\n]+/g, ' ').replace(controls, '');

/** A parameter value, quoted when it holds what separates parameters (RFC 5545 3.2). */
const param = (value: string) => (/[;:,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded after at most 75 octets, each further part starting with a space
 * (RFC 5545 3.1), never inside a UTF-8 character.
 */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  let out = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0) ?? 0);
    if (used + size > 75) {
      out += `${CRLF} `;
      used = 1;
    }
    out += char;
    used += size;
  }
  return out;
}

/** A zone's VTIMEZONE, read from the package's files once per zone rather than on every file. */
const vtimezones = new Map<string, string[]>();
function vtimezoneOf(zone: string): string[] {
  let lines = vtimezones.get(zone);
  if (!lines) {
    // A zone the package does not know gets none: readers then take the TZID as an IANA name.
    lines = getVtimezoneComponent(zone)?.trim().split(/\r?\n/) ?? [];
    vtimezones.set(zone, lines);
  }
  return lines;
}

/** A day `days` after YYYY-MM-DD, as RFC 5545's YYYYMMDD. */
function dayOf(date: string, days = 0): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(day.getUTCFullYear(), 4)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A wall-clock moment `minutes` after the day's midnight (a day later past 24:00). */
const localTime = (date: string, minutes: number) =>
  `${dayOf(date, Math.floor(minutes / 1440))}T${pad(Math.floor((minutes % 1440) / 60))}${pad(minutes % 60)}00`;

/** An instant in UTC (DTSTAMP must be, RFC 5545 3.8.7.2). */
const utcTime = (at: Date) =>
  `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T` +
  `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

/** The DTSTART and DTEND lines of an entry: in the zone when timed, whole days otherwise. */
function whenLines(entry: CalendarEntry, tzid: string): string[] {
  if (entry.start === null) {
    return [`DTSTART;VALUE=DATE:${dayOf(entry.date)}`, `DTEND;VALUE=DATE:${dayOf(entry.date, 1)}`];
  }
  const start = minutesOf(entry.start);
  let end = entry.end === null ? start + DEFAULT_ENTRY_MINUTES : minutesOf(entry.end);
  // A visit that runs past midnight ends the next day (the stored end is only a time).
  if (end <= start) end += 1440;
  return [
    `DTSTART;TZID=${tzid}:${localTime(entry.date, start)}`,
    `DTEND;TZID=${tzid}:${localTime(entry.date, end)}`,
  ];
}

/** The text of a calendar file of `entries`, each in `timeZone`, with that zone's VTIMEZONE. */
export function writeCalendar(file: CalendarFile): string {
  const tzid = param(file.timeZone);
  const stamp = utcTime(file.now ?? new Date());
  const vtimezone = vtimezoneOf(file.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Educacion Ambiental//Extranet//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${text(file.name)}`,
    `X-WR-CALNAME:${text(file.name)}`,
    // Google Calendar reads the zone of the whole calendar from here.
    `X-WR-TIMEZONE:${raw(file.timeZone)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ];
  if (file.entries.some((entry) => entry.start !== null)) lines.push(...vtimezone);
  for (const entry of file.entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${raw(entry.uid)}`,
      `DTSTAMP:${stamp}`,
      ...whenLines(entry, tzid),
      `SUMMARY:${text(entry.summary)}`,
    );
    if (entry.description) lines.push(`DESCRIPTION:${text(entry.description)}`);
    if (entry.url) lines.push(`URL;VALUE=URI:${raw(entry.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
