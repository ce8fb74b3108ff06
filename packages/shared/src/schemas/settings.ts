import { z } from 'zod';

/**
 * `GET /api/settings` (public): the server's settings the SPA needs before anything else. The
 * zone of `TIME_ZONE` decides "today" in the browser as it does on the server
 * (docs/exports-text-and-time.md).
 */
export const PublicSettings = z.object({
  /** An IANA zone name, e.g. 'Europe/Madrid'. */
  timeZone: z.string(),
});
export type PublicSettings = z.infer<typeof PublicSettings>;
