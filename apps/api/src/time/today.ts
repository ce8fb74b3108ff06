import { isTimeZone, todayIn } from '@extranet/shared/zone-day';

/**
 * The server's one answer to "what day (and time) is it here": every date a person sees or a
 * rule compares with "today" is a day of the `TIME_ZONE` setting (default Europe/Madrid),
 * never the process's or the database's UTC day (docs/exports-text-and-time.md). The SPA gets
 * the same zone from `GET /api/settings`, so both sides agree on "today".
 */

/** The zone the server starts with when `TIME_ZONE` is not set. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

let configuredZone = DEFAULT_TIME_ZONE;

/** Sets the zone of `today()` and `localDateTime()`: the app does it once, from its settings. */
export function setServerTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`Zona horaria desconocida: ${zone}`);
  configuredZone = zone;
}

/** The zone of the `TIME_ZONE` setting (SQL that turns timestamps into days names it). */
export const serverTimeZone = (): string => configuredZone;

// Made once a zone: building an Intl.DateTimeFormat costs more than a request's rules.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatOf(zone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(zone, format);
  }
  return format;
}

/** `now` in `zone` as people read it, DD/MM/YYYY HH:mm (docs/api-conventions.md#dates). */
export function dateTimeIn(zone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormatOf(zone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Today in the server's zone, YYYY-MM-DD: new campaigns and activities, "out of time". */
export const today = (now: Date = new Date()): string => todayIn(configuredZone, now);

/** Now in the server's zone, DD/MM/YYYY HH:mm: the workbook's 'Generado', order mails. */
export const localDateTime = (now: Date = new Date()): string => dateTimeIn(configuredZone, now);
