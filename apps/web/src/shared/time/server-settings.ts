import type { PublicSettings } from '@extranet/shared/schemas/settings';
import { setServerTimeZone, type ServerDay } from './today';

/** The server's day, when the answer has a readable one. */
function dayOf(today: Partial<PublicSettings['today']> | undefined): ServerDay | undefined {
  if (typeof today?.day !== 'string') return undefined;
  const from = new Date(today.from ?? '');
  const until = new Date(today.until ?? '');
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) return undefined;
  return { day: today.day, from, until };
}

/**
 * Asks the server's settings once, when the SPA starts (main.tsx), and takes its zone as the
 * zone of "today" (docs/exports-text-and-time.md). Plain fetch and a shape check rather than
 * shared/http.ts and its zod schema: this runs in the entry module, which stays small. Never
 * rejects: without an answer the browser's own zone stays in use.
 */
export async function loadServerSettings(): Promise<void> {
  try {
    const response = await fetch('/api/settings', {
      headers: { Accept: 'application/json' },
      // A server too slow to answer this does not hold the first screen back for long.
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) return;
    const body = (await response.json()) as Partial<PublicSettings> | null;
    if (typeof body?.timeZone === 'string') setServerTimeZone(body.timeZone, dayOf(body.today));
  } catch {
    // Offline or refused: "today" is the browser's day until the next start.
  }
}
