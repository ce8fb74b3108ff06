/**
 * The day of a moment in a time zone, the one computation of "today" that the server and the
 * browser share: both take the zone from the server's `TIME_ZONE` setting
 * (docs/exports-text-and-time.md), so they agree on the day whatever the computer's zone.
 */

/** True for a zone name the runtime knows (an IANA name such as 'Europe/Madrid'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Made once a zone: building an Intl.DateTimeFormat costs more than a request's rules.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of `now` in `zone` (the runtime's own zone when undefined), YYYY-MM-DD. */
export function todayIn(zone: string | undefined, now: Date = new Date()): string {
  const key = zone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    // en-CA writes YYYY-MM-DD, the API's date form.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format.format(now);
}
