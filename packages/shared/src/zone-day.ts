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

const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

// Made once a zone and kind: building an Intl.DateTimeFormat costs more than a request's rules.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: 'day' | 'dateTime', zone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${zone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'day'
        ? // en-CA writes YYYY-MM-DD, the API's date form.
          new Intl.DateTimeFormat('en-CA', { timeZone: zone, ...day })
        : new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            ...day,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          });
    formats.set(key, format);
  }
  return format;
}

/** The day of `now` in `zone` (the runtime's own zone when undefined), YYYY-MM-DD. */
export function todayIn(zone: string | undefined, now: Date = new Date()): string {
  return formatIn('day', zone).format(now);
}

/**
 * The day of `now` in `zone` with the instants it starts and ends at (`until` is the first
 * instant of the next day), found by halving the search between moments of known days: a day
 * lasts 23 to 25 hours where the clocks change.
 */
export function dayAround(
  zone: string,
  now: Date = new Date(),
): { day: string; from: Date; until: Date } {
  const day = todayIn(zone, now);
  const hours = (n: number) => n * 3_600_000;
  /** The first instant whose day differs from `day`'s side at `inside`, towards `outside`. */
  const edge = (inside: number, outside: number) => {
    while (Math.abs(outside - inside) > 1) {
      const middle = Math.floor((inside + outside) / 2);
      if (todayIn(zone, new Date(middle)) === day) inside = middle;
      else outside = middle;
    }
    return outside;
  };
  const start = edge(now.getTime(), now.getTime() - hours(26)) + 1;
  return {
    day,
    from: new Date(start),
    until: new Date(edge(now.getTime(), now.getTime() + hours(26))),
  };
}

/** `now` in `zone` as people read it, DD/MM/YYYY HH:mm (docs/api-conventions.md#dates). */
export function dateTimeIn(zone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    formatIn('dateTime', zone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
