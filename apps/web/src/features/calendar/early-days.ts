import { calendarWindow, PUBLIC_CALENDAR_USER_ID } from '@extranet/shared/calendar/window';

/**
 * The public calendar's one call, sent by the entry as soon as the page starts
 * (app/first-screen.ts), long before React, antd and the screen are evaluated: on a phone those
 * take most of a second, and the call would otherwise wait for them all
 * (docs/product/calendar.md#calendar). Plain fetch and no schema, so the entry stays small; the
 * screen's query takes the answer and checks it with the contract (days-query.ts). No token is
 * sent: the public view, whoever is logged in.
 */

let early: { path: string; body: Promise<unknown>; arrived?: unknown } | undefined;

/** The call's path for the public calendar around `today` (YYYY-MM-DD). */
export function publicDaysPath(today: string): string {
  const { first, last } = calendarWindow(today);
  return `events/${PUBLIC_CALENDAR_USER_ID}/days-with-events-period/${first.month}/${first.year}/${last.month}/${last.year}`;
}

/**
 * Sends the call now. "Today" is the browser's, as the server's zone is not known yet: on the
 * first or last hours of a month the screen may ask another window, and then asks it itself.
 */
export function startEarlyPublicDays(now: Date = new Date()): void {
  // The browser's day from the Date itself: the first Intl date format of a page costs tens of
  // milliseconds (the zone data loads), which the entry should not spend here.
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const path = publicDaysPath(today);
  const body = fetch(`/api/${path}`, { headers: { Accept: 'application/json' } }).then(
    (response) => (response.ok ? response.json() : undefined),
  );
  const sent = { path, body };
  early = sent;
  // Kept once arrived, so that the screen's first render can show it (`arrivedPublicDays`);
  // unclaimed or failed, it is simply not used.
  body.then(
    (value) => {
      if (early === sent) early = { ...sent, arrived: value };
    },
    () => undefined,
  );
}

/** The early answer for `path` if it has already arrived, once; else undefined. */
export function arrivedPublicDays(path: string): unknown {
  if (early?.path !== path || early.arrived === undefined) return undefined;
  const { arrived } = early;
  early = undefined;
  return arrived;
}

/** The early answer for `path`, once (undefined when none was sent for it or it failed). */
export function takeEarlyPublicDays(path: string): Promise<unknown> | undefined {
  if (early?.path !== path) return undefined;
  const { body } = early;
  early = undefined;
  return body.catch(() => undefined);
}
