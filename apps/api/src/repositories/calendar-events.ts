import type { EventItem } from '@extranet/shared/schemas/events';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { activities } from '../db/schema/activities.ts';
import { calendarAppointments } from '../db/schema/calendar.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import type { Manager } from '../policies/campaign-management.ts';
import {
  selectCalendarActivities,
  selectEventScope,
  type EventScope,
} from './calendar-event-lines.ts';
import {
  activityRuns,
  eventItemText,
  type ActivityRuns,
  type EventActivity,
  type EventRow,
} from './calendar-event-reply.ts';

/**
 * The calendar's events (docs/product/calendar.md#events), read once for the calendar calls and
 * the iCal feeds: the appointments (type 1, from calendar_appointments, which the database keeps
 * for the accepted and done orders with an agreed date) and the dated lines of the events
 * (type 2), as the viewer may see them (docs/product/calendar.md#who-sees-what). Events of
 * inactive activities or campaigns are left out.
 */

/** Who looks: a session user, or null for the public calendar (no session). */
export type EventViewer = Manager | null;

/** The days of a calendar, YYYY-MM-DD, both included. */
export interface EventWindow {
  from: string;
  to: string;
}

const ca = calendarAppointments;

/**
 * The appointments of the window a viewer sees, as one JSON text of their stored items
 * (calendar_appointments.item): those of the activities it manages (`managed`, read by the
 * (activity, day) index), and its own elsewhere. One text rather than a row each, because the
 * embedded store hands each row over at a cost of its own, several times what the row costs to
 * read (docs/product/calendar.md#performance).
 */
export function appointmentsQuery(viewer: Manager, managed: number[], window: EventWindow): SQL {
  const inWindow = sql`${ca.day} between ${window.from}::date and ${window.to}::date`;
  const list = sql`${`{${managed.join(',')}}`}::int[]`;
  return sql`select '[' || coalesce(string_agg(item, ','), '') || ']' as items from (
    select ${ca.item} from ${ca} where ${ca.activityId} = any(${list}) and ${inWindow}
    union all
    select ${ca.item} from ${ca}
      where ${ca.userId} = ${viewer.id} and ${inWindow} and not ${ca.activityId} = any(${list})
  ) a`;
}

/** calendar_appointments.item: [order, activity, applicant, day, hour, end, detail]. */
type AppointmentTuple = [number, number, number, string, string | null, string | null, string];

async function selectAppointments(
  db: Db,
  viewer: Manager,
  managed: number[],
  window: EventWindow,
): Promise<EventRow[]> {
  const [row] = rowsOf<{ items: string }>(
    await db.execute(appointmentsQuery(viewer, managed, window)),
  );
  const tuples = JSON.parse(row?.items ?? '[]') as AppointmentTuple[];
  return tuples.map(([id, activityId, userId, day, hour, endHour, detail]) => ({
    typeEvent: 1,
    id,
    activityId,
    userId,
    day,
    hour,
    endHour,
    detail,
    canEdit: false,
  }));
}

/**
 * The activities of the viewer's own appointments that its scope did not read (those it does
 * not manage), of its organization.
 */
const selectOwnActivities = (db: Db, viewer: Manager, ids: number[]) =>
  ids.length === 0
    ? []
    : selectCalendarActivities(
        db,
        and(inArray(activities.id, ids), eq(campaigns.organizationId, viewer.organizationId)),
      );

/** What an event takes from its activity to be sorted and written. */
interface Place {
  runs: ActivityRuns;
  /** The activity's place among the activities by name, for the order within an hour. */
  rank: number;
}

/** An event with its activity's place, ready to be sorted and written. */
interface PlacedEvent {
  event: EventRow;
  place: Place;
}

/** The days with events, in date order, each with its events in order (placeEvents). */
type EventDays = [day: string, events: PlacedEvent[]][];

const byName = new Intl.Collator('es', { sensitivity: 'base' });

const idEventOf = (e: EventRow) => (e.typeEvent === 1 ? e.id : e.activityId);

/** Within a day: untimed first, then by hour, activity name, type, event and id. */
function compareWithinDay(
  { event: a, place: pa }: PlacedEvent,
  { event: b, place: pb }: PlacedEvent,
) {
  if (a.hour !== b.hour) {
    if (a.hour === null) return -1;
    if (b.hour === null) return 1;
    return a.hour < b.hour ? -1 : 1;
  }
  return (
    pa.rank - pb.rank || a.typeEvent - b.typeEvent || idEventOf(a) - idEventOf(b) || a.id - b.id
  );
}

/**
 * The events with their activities, by day: the days in date order, each day's events sorted
 * by compareWithinDay (a day holds a few events, so sorting each day is cheaper than sorting
 * them all). An appointment whose activity was not read (inactive, or of another organization)
 * is left out.
 */
function placeEvents(events: EventRow[], known: Map<number, EventActivity>): EventDays {
  const ranked = [...known.values()].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  const places = new Map(
    ranked.map((activity, rank): [number, Place] => [
      activity.id,
      { runs: activityRuns(activity), rank },
    ]),
  );
  const byDay = new Map<string, PlacedEvent[]>();
  for (const event of events) {
    const place = places.get(event.activityId);
    if (!place) continue;
    const day = byDay.get(event.day);
    if (day) day.push({ event, place });
    else byDay.set(event.day, [{ event, place }]);
  }
  return [...byDay.keys()]
    .sort()
    .map((day): [string, PlacedEvent[]] => [day, (byDay.get(day) ?? []).sort(compareWithinDay)]);
}

/** The viewer's events of the window, placed; `ownOnly` reads its own appointments alone. */
async function selectPlacedEvents(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
  ownOnly = false,
): Promise<EventDays> {
  const scope: EventScope = ownOnly
    ? { managed: [], lines: [], activities: new Map() }
    : await selectEventScope(db, viewer, window);
  if (viewer === null) return placeEvents(scope.lines, scope.activities);
  const appointments = await selectAppointments(db, viewer, scope.managed, window);
  const unread = new Set<number>();
  for (const a of appointments) if (!scope.activities.has(a.activityId)) unread.add(a.activityId);
  for (const activity of await selectOwnActivities(db, viewer, [...unread])) {
    scope.activities.set(activity.id, activity);
  }
  // A manager's appointments are of its organization (its scope reads no other); an own
  // appointment of another organization's activity finds no activity and is left out.
  return placeEvents([...appointments, ...scope.lines], scope.activities);
}

/**
 * Events as one JSON array text of EventItem, added to `text`. Adding to one string and reading
 * it once costs less than joining arrays of texts, each join copying them again.
 */
function addItems(text: string, events: PlacedEvent[], viewerId: number | null): string {
  let out = `${text}[`;
  for (let i = 0; i < events.length; i++) {
    const { event, place } = events[i] as PlacedEvent;
    out += (i === 0 ? '' : ',') + eventItemText(event, place.runs, viewerId);
  }
  return `${out}]`;
}

/**
 * The days of the window that have events the viewer may see, with their events by hour
 * (untimed first), as the JSON text of DaysWithEventsReply (`events/…/days-with-events-period`).
 */
export async function daysWithEventsJson(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<string> {
  const days = await selectPlacedEvents(db, viewer, window);
  const viewerId = viewer?.id ?? null;
  let text = '[';
  days.forEach(([day, events], i) => {
    text = `${addItems(`${text}${i === 0 ? '' : ','}{"day":"${day}","events":`, events, viewerId)}}`;
  });
  return `${text}]`;
}

/** The events of the days, in order. */
const eventsOf = (days: EventDays) => days.flatMap(([, events]) => events);

/** The events of the window the viewer may see, by day and hour (untimed first). */
export const selectEvents = async (
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventItem[]> =>
  JSON.parse(
    addItems('', eventsOf(await selectPlacedEvents(db, viewer, window)), viewer?.id ?? null),
  ) as EventItem[];

/** The public calendar's events: visible activity events, never an appointment. */
export const publicEvents = (db: Db, window: EventWindow) => selectEvents(db, null, window);

/** A user's own appointments of the window (its private calendar feed). */
export const ownAppointments = async (
  db: Db,
  user: NonNullable<EventViewer>,
  window: EventWindow,
): Promise<EventItem[]> =>
  JSON.parse(
    addItems('', eventsOf(await selectPlacedEvents(db, user, window, true)), user.id),
  ) as EventItem[];
