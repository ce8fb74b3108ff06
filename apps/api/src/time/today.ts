import { dateTimeIn, isTimeZone, todayIn } from '@extranet/shared/zone-day';

/**
 * The server's one answer to "what day (and time) is it here": every date a person sees or a
 * rule compares with "today" is a day of the `TIME_ZONE` setting (default Europe/Madrid),
 * never the process's or the database's UTC day (docs/exports-text-and-time.md). The SPA gets
 * the same zone from `GET /api/settings`, so both sides agree on "today".
 */

/** The zone the server starts with when `TIME_ZONE` is not set. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

let configuredZone = DEFAULT_TIME_ZONE;
let configuredMidnightsOnTheHour = true;

/**
 * Whether every midnight of `zone` falls on a UTC hour: its offsets, in January and in July, are
 * whole hours (Europe/Madrid's are; India's half hour is not).
 */
export function midnightsOnTheHour(zone: string, year = new Date().getUTCFullYear()): boolean {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  return [0, 6].every((month) => {
    const offset = format
      .formatToParts(Date.UTC(year, month, 1))
      .find((part) => part.type === 'timeZoneName');
    return /^GMT([+-]\d{2}:00)?$/.test(offset?.value ?? '');
  });
}

/** Sets the zone of `today()` and `localDateTime()`: the app does it once, from its settings. */
export function setServerTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`Zona horaria desconocida: ${zone}`);
  configuredZone = zone;
  configuredMidnightsOnTheHour = midnightsOnTheHour(zone);
}

/**
 * Whether the server's days start on UTC hours, so that totals kept by the hour add up to whole
 * days (docs/product/requests.md#performance).
 */
export const serverMidnightsOnTheHour = (): boolean => configuredMidnightsOnTheHour;

/** The zone of the `TIME_ZONE` setting (SQL that turns timestamps into days names it). */
export const serverTimeZone = (): string => configuredZone;

/** Today in the server's zone, YYYY-MM-DD: new campaigns and activities, "out of time". */
export const today = (now: Date = new Date()): string => todayIn(configuredZone, now);

/** Now in the server's zone, DD/MM/YYYY HH:mm: the workbook's 'Generado', order mails. */
export const localDateTime = (now: Date = new Date()): string => dateTimeIn(configuredZone, now);
