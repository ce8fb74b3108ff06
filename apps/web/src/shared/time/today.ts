import { isTimeZone, todayIn } from '@extranet/shared/zone-day';

/**
 * The browser's "today": a day of the server's TIME_ZONE setting, which the SPA asks for once
 * at start (`GET /api/settings`, server-settings.ts), so that the browser and the server agree
 * on the day whatever the zone of the computer (docs/exports-text-and-time.md). Until the
 * answer comes, or if the call fails, the browser's own zone is used.
 */

let serverZone: string | undefined;

/** Takes the server's zone; a name this browser does not know leaves its own zone in use. */
export function setServerTimeZone(zone: string | undefined): void {
  serverZone = zone !== undefined && isTimeZone(zone) ? zone : undefined;
}

/** Today in the server's zone, YYYY-MM-DD: what "end date before today" compares with. */
export const today = (now: Date = new Date()): string => todayIn(serverZone, now);
