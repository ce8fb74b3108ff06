import { AppError } from '../../plugins/app-error.ts';
import { serverTimeZone } from '../../time/today.ts';
import { appointmentEntry } from './appointment-entry.ts';
import { ownAppointments } from './appointment-queries.ts';
import type { FeedDeps } from './deps.ts';
import { feedOwner, isFeedTokenShape } from './feed-tokens.ts';
import { feedWindow } from './feed-window.ts';
import { writeCalendar, type CalendarEntry } from './ical-writer.ts';

/**
 * `GET calendar/feed/{token}.ics` (docs/product/calendar.md#ical-feeds): the token owner's own
 * accepted appointments (states 2 and 5) of the calendar's window. An unknown or revoked token is
 * 404, like any address that does not exist.
 */
export async function privateFeed(deps: FeedDeps, token: string): Promise<string> {
  const owner = isFeedTokenShape(token) ? await feedOwner(deps.db, token) : undefined;
  if (owner === undefined) throw new AppError('not found');
  const { from, to } = feedWindow();
  const rows = await ownAppointments(deps.db, owner, from, to);
  const entries = rows
    .map((row) => appointmentEntry(row, deps.site))
    .filter((entry): entry is CalendarEntry => entry !== undefined);
  return writeCalendar({ name: 'Mis citas', timeZone: serverTimeZone(), entries });
}
