import { AppError } from '../../plugins/app-error.ts';
import { ownAppointments } from '../../repositories/calendar-events.ts';
import { serverTimeZone } from '../../time/today.ts';
import type { FeedDeps } from './deps.ts';
import { appointmentEntry } from './event-entries.ts';
import { feedOwner, isFeedTokenShape } from './feed-tokens.ts';
import { feedWindow } from './feed-window.ts';
import { writeCalendar } from './ical-writer.ts';

/**
 * `GET calendar/feed/{token}.ics` (docs/product/calendar.md#ical-feeds): the token owner's own
 * appointments (accepted or done orders with an agreed date) of the calendar's window, as its
 * calendar shows them. An unknown or revoked token is 404, like any address that does not exist.
 */
export async function privateFeed(deps: FeedDeps, token: string): Promise<string> {
  const owner = isFeedTokenShape(token) ? await feedOwner(deps.db, token) : undefined;
  if (!owner) throw new AppError('not found');
  const appointments = await ownAppointments(deps.db, owner, feedWindow());
  return writeCalendar({
    name: 'Mis citas',
    timeZone: serverTimeZone(),
    entries: appointments.map((item) => appointmentEntry(item, deps.site)),
  });
}
