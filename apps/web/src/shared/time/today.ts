import { isTimeZone, todayIn } from '@extranet/shared/zone-day';

/**
 * The browser's "today": a day of the server's TIME_ZONE setting, which the SPA asks for once
 * at start (`GET /api/settings`, server-settings.ts), so that the browser and the server agree
 * on the day whatever the zone of the computer (docs/exports-text-and-time.md). Until the
 * answer comes, or if the call fails, the browser's own zone is used.
 */

/** A day of the server's zone and the instants it lasts from and until (the next day's first). */
export interface ServerDay {
  day: string;
  from: Date;
  until: Date;
}

let givenZone: string | undefined;
let checkedZone: { zone: string | undefined } | undefined;
let givenDay: ServerDay | undefined;

/**
 * Takes the server's zone, and the day it was in that zone when it answered; a zone name this
 * browser does not know leaves its own zone in use.
 */
export function setServerTimeZone(zone: string | undefined, day?: ServerDay): void {
  givenZone = zone;
  checkedZone = undefined;
  givenDay = day;
}

/**
 * The zone checked when first needed rather than when the settings arrive: the first check of a
 * zone name loads the browser's zone data, tens of milliseconds on a phone that the start of the
 * app should not spend, and the login screen never needs it
 * (docs/architecture.md#performance-on-phones).
 */
function serverZone(): string | undefined {
  checkedZone ??= {
    zone: givenZone !== undefined && isTimeZone(givenZone) ? givenZone : undefined,
  };
  return checkedZone.zone;
}

/**
 * Today in the server's zone, YYYY-MM-DD: what "end date before today" compares with. Within the
 * day the server gave with its zone, that day, with no computation in the zone at all: on a phone
 * the first one loads the zone data, a task of tens of milliseconds on the request form's start
 * (docs/architecture.md#performance-on-phones).
 */
export function today(now: Date = new Date()): string {
  if (givenDay && now >= givenDay.from && now < givenDay.until) return givenDay.day;
  return todayIn(serverZone(), now);
}
