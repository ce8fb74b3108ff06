import { z } from 'zod';

/**
 * `GET /api/settings` (public): the server's settings the SPA needs before anything else. The
 * zone of `TIME_ZONE` decides "today" in the browser as it does on the server
 * (docs/exports-text-and-time.md).
 */
export const PublicSettings = z.object({
  /** An IANA zone name, e.g. 'Europe/Madrid'. */
  timeZone: z.string(),
  /**
   * The zone's day at the moment of the answer (YYYY-MM-DD) and the instants it starts at and
   * ends before (ISO): within them the browser takes it as "today" without computing the day in
   * the zone, which on a phone first costs tens of milliseconds to load the zone data.
   */
  today: z.object({ day: z.string(), from: z.string(), until: z.string() }),
});
export type PublicSettings = z.infer<typeof PublicSettings>;
