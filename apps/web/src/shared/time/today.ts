/**
 * The browser's "today": a day of the server's TIME_ZONE setting, which the SPA asks for once
 * at start (`GET /api/settings`, server-settings.ts), so that the browser and the server agree
 * on the day whatever the zone of the computer (docs/exports-text-and-time.md). Until the
 * answer comes, or if the call fails, the browser's own zone is used.
 */

let serverZone: string | undefined;

/** True for a zone name this browser knows (an IANA name such as 'Europe/Madrid'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Takes the server's zone; a name this browser does not know leaves its own zone in use. */
export function setServerTimeZone(zone: string | undefined): void {
  serverZone = zone !== undefined && isTimeZone(zone) ? zone : undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day of `now` in `zone` (the browser's zone when undefined), YYYY-MM-DD. */
export function todayIn(zone: string | undefined, now: Date = new Date()): string {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    // en-CA writes YYYY-MM-DD, the API's date form.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(key, format);
  }
  return format.format(now);
}

/** Today in the server's zone, YYYY-MM-DD: what "end date before today" compares with. */
export const today = (now: Date = new Date()): string => todayIn(serverZone, now);
