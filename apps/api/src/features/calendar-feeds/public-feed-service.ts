import { EventType } from '@extranet/shared/schemas/events';
import { publicEvents } from '../../repositories/calendar-events.ts';
import { serverTimeZone } from '../../time/today.ts';
import type { FeedDeps } from './deps.ts';
import { eventLineEntry } from './event-entries.ts';
import { feedWindow } from './feed-window.ts';
import { writeCalendar } from './ical-writer.ts';

/**
 * `GET calendar/public.ics` (docs/product/calendar.md#ical-feeds): what the public calendar shows
 * in its window, the visible events' dated lines, with nobody's data (who-sees-what). Only
 * activity events are written, whatever the repository gives.
 */
export async function publicFeed(deps: FeedDeps): Promise<string> {
  const events = await publicEvents(deps.db, feedWindow());
  return writeCalendar({
    name: 'Calendario público',
    timeZone: serverTimeZone(),
    entries: events
      .filter((item) => item.typeEvent === EventType.ActivityEvent)
      .map((item) => eventLineEntry(item, deps.site)),
  });
}
