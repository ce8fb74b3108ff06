import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import type { DaysWithEventsReply, EventItem } from '@extranet/shared/schemas/events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryNamed } from '../db/named-query.ts';
import { activities } from '../db/schema/activities.ts';
import { calendarAppointments } from '../db/schema/calendar.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import type { Manager } from '../policies/campaign-management.ts';
import { managedCampaigns } from '../policies/managed-campaigns.ts';
import { noScope, readEventScope, readOwnActivities } from './calendar-event-scope.ts';

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
 * (calendar_appointments.item, the reply's AppointmentTuple), with the activities of its own
 * that it does not manage: those of the active activities of the active campaigns it manages
 * (the policy's own condition, policies/managed-campaigns.ts; read by the (activity, day)
 * index), and its own of the other active activities of its organization; `ownOnly`, its own
 * alone. The query needs nothing of the scope's, so the two run side by side. One text rather
 * than a row each, because the embedded store hands each row over at a cost of its own, several
 * times what the row costs to read, and the text goes into the reply as it is
 * (docs/product/calendar.md#performance).
 */
export function appointmentsQuery(viewer: Manager, window: EventWindow, ownOnly = false): SQL {
  const inWindow = sql`${ca.day} between ${window.from}::date and ${window.to}::date`;
  const managed = ownOnly
    ? sql`select null::int as id where false`
    : sql`select ${activities.id} from ${activities}
        join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
        where ${activities.active} and ${campaigns.active} and ${managedCampaigns(viewer)}`;
  // Each managed activity's appointments by the index; `offset 0` keeps the planner from
  // merging the lateral read into a join it would price from guessed counts.
  return sql`with managed as (${managed})
  select '[' || coalesce(string_agg(item, ','), '') || ']' as items,
    coalesce(array_agg(distinct activity_id) filter (where own), '{}') as own_activities from (
    select m.item, m.activity_id, false as own from managed cross join lateral (
      select ${ca.item}, ${ca.activityId} from ${ca}
        where ${ca.activityId} = managed.id and ${inWindow} offset 0) m
    union all
    select ${ca.item}, ${ca.activityId}, true from ${ca}
      where ${ca.userId} = ${viewer.id} and ${inWindow}
        and not exists (select from managed where managed.id = ${ca.activityId})
        and exists (select from ${activities} join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
          where ${activities.id} = ${ca.activityId} and ${activities.active} and ${campaigns.active}
            and ${campaigns.organizationId} = ${viewer.organizationId})
  ) a`;
}

/** The appointments' JSON text, and the activities of the viewer's own it does not manage. */
interface ReadAppointments {
  items: string;
  ownActivities: number[];
}

/** Run as a named statement: planning its union over hundreds of activities takes about 2 ms. */
async function selectAppointments(
  db: Db,
  viewer: Manager,
  window: EventWindow,
  ownOnly: boolean,
): Promise<ReadAppointments> {
  const [row] = await queryNamed<{ items: string; own_activities: number[] }>(
    db,
    appointmentsQuery(viewer, window, ownOnly),
  );
  return { items: row?.items ?? '[]', ownActivities: row?.own_activities ?? [] };
}

/**
 * The events of the window the viewer may see, as the JSON text of DaysWithEventsReply
 * (`events/…/days-with-events-period`, docs/product/calendar.md#the-reply), written from the
 * texts read: the appointments' text as the database wrote it, the lines' texts, and the parts
 * of the activities with events: those it manages (most have appointments in the window; which
 * do is not read, to keep the appointments' text as it is), those of its own appointments, and
 * those of the lines. `ownOnly` reads its own appointments alone.
 */
export async function daysWithEventsJson(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
  ownOnly = false,
): Promise<string> {
  // Side by side: on a PostgreSQL server each query has its own connection.
  const [scope, read] = await Promise.all([
    ownOnly ? noScope() : readEventScope(db, viewer, window),
    viewer === null ? null : selectAppointments(db, viewer, window, ownOnly),
  ]);
  const own = new Set(read?.ownActivities);
  const parts: string[] = [];
  for (const [id, activity] of scope.activities) {
    if (activity.manages || scope.withLines.has(id) || own.has(id)) parts.push(activity.part);
  }
  const unread = [...own].filter((id) => !scope.activities.has(id));
  if (viewer !== null) {
    for (const activity of (await readOwnActivities(db, viewer, unread)).values()) {
      parts.push(activity.part);
    }
  }
  return `{"appointments":${read?.items ?? '[]'},"lines":[${scope.lines.join(',')}],"activities":[${parts.join(',')}]}`;
}

/** The viewer's events of the window as EventItems, by day and hour (untimed first). */
async function eventItems(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
  ownOnly = false,
): Promise<EventItem[]> {
  const json = await daysWithEventsJson(db, viewer, window, ownOnly);
  const reply = JSON.parse(json) as DaysWithEventsReply;
  return eventItemsByDay(reply, viewer?.id ?? null).flatMap((day) => day.events);
}

/** The events of the window the viewer may see, by day and hour (untimed first). */
export const selectEvents = (db: Db, viewer: EventViewer, window: EventWindow) =>
  eventItems(db, viewer, window);

/** The public calendar's events: visible activity events, never an appointment. */
export const publicEvents = (db: Db, window: EventWindow) => eventItems(db, null, window);

/** A user's own appointments of the window (its private calendar feed). */
export const ownAppointments = (db: Db, user: NonNullable<EventViewer>, window: EventWindow) =>
  eventItems(db, user, window, true);
