import type { EventItem } from '@extranet/shared/schemas/events';
import { acceptedStates } from '@extranet/shared/order-states';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { activities, activityTargets } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { entities } from '../db/schema/entities.ts';
import { orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import type { Manager } from '../policies/campaign-management.ts';
import { selectEventScope, type EventLineRow, type EventScope } from './calendar-event-lines.ts';
import { activityHeadJson, activityTailJson, eventItemJson } from './calendar-event-reply.ts';

/**
 * The calendar's events (docs/product/calendar.md#events), read once for the calendar calls and
 * the iCal feeds: the appointments (type 1, accepted or done orders with an agreed date, read
 * through the index on `orders.agreed_date`) and the dated lines of the events (type 2), as the
 * viewer may see them (docs/product/calendar.md#who-sees-what). Events of inactive activities or
 * campaigns are left out.
 */

/** Who looks: a session user, or null for the public calendar (no session). */
export type EventViewer = Manager | null;

/** The days of a calendar, YYYY-MM-DD, both included. */
export interface EventWindow {
  from: string;
  to: string;
}

/** The order states whose agreed date is an appointment (docs/product/calendar.md#events). */
const appointmentStates = sql.raw(acceptedStates.join(', '));

/** An appointment's detail: its entity (validated, else proposed), else its applicant's name. */
const appointmentDetail = sql`coalesce(
  (select ${entities.name} from ${entities} where ${entities.id} = ${orders.entityId}),
  nullif(${orders.entityData} ->> 'name', ''),
  (select trim(${users.name} || ' ' || ${users.surname}) from ${users}
    where ${users.id} = ${orders.userId}))`;

/** The appointments of the window that `which` lets through, as rows of `items`. */
const appointmentRows = (which: SQL, window: EventWindow) => sql`
  select 1 as type_event, ${orders.id} as id, ${orders.activityId} as activity_id,
    ${orders.userId} as user_id, ${orders.agreedDate} as day, ${orders.agreedTime} as hour,
    ${orders.agreedEndTime} as end_hour, ${appointmentDetail} as detail, ${orders.id} as id_event,
    false as can_edit
  from ${orders}
  where ${orders.agreedDate} between ${window.from}::date and ${window.to}::date
    and ${orders.stateId} in (${appointmentStates}) and ${which}`;

/**
 * The appointments a viewer sees (docs/product/calendar.md#who-sees-what): those of the
 * activities it manages (`managed`, a list the planner reads with the agreed-date index), and its
 * own elsewhere; none for the public calendar.
 */
function appointmentItems(viewer: EventViewer, managed: number[], window: EventWindow) {
  if (viewer === null) return undefined;
  const list = sql`${`{${managed.join(',')}}`}::int[]`;
  return sql`${appointmentRows(sql`${orders.activityId} = any(${list})`, window)}
    union all
    ${appointmentRows(sql`${orders.userId} = ${viewer.id} and not ${orders.activityId} = any(${list})`, window)}`;
}

/** The dated lines (calendar-event-lines.ts), a JSON parameter, as rows of `items`. */
const lineItems = (lines: string) => sql`
  select 2 as type_event, (l ->> 1)::int as id, (l ->> 0)::int as activity_id, null::int as user_id,
    (l ->> 2)::date as day, l ->> 3 as hour, null as end_hour, l ->> 4 as detail,
    (l ->> 0)::int as id_event, (l ->> 5)::boolean as can_edit
  from jsonb_array_elements(${lines}::jsonb) l`;

/** What the final select writes: the days reply, or the items in day and hour order. */
type Shape = 'days' | 'items';

/**
 * The reply's JSON text from `items`: each joined to its activity (`acts`, once per activity,
 * with its runs of the item's JSON: calendar-event-reply.ts), events of inactive activities or
 * campaigns left out, appointments only of the viewer's organization.
 */
function eventsQuery(
  viewer: EventViewer,
  appointments: SQL | undefined,
  lines: EventLineRow[],
  shape: Shape,
) {
  const item = eventItemJson({
    id: sql`events.id`,
    activityId: sql`events.activity_id`,
    typeEvent: sql`events.type_event`,
    userId: sql`events.user_id`,
    head: sql`events.head`,
    detail: sql`events.detail`,
    day: sql`events.day`,
    hour: sql`events.hour`,
    endHour: sql`events.end_hour`,
    tail: sql`events.tail`,
    idEvent: sql`events.id_event`,
    own: sql`events.own`,
    canEdit: sql`events.can_edit`,
  });
  const order = sql`events.hour nulls first, events.name, events.type_event, events.id_event, events.id`;
  const reply =
    shape === 'days'
      ? sql`select coalesce('[' || string_agg('{"day":"' || day || '","events":' || day_events || '}',
            ',' order by day) || ']', '[]') as json
          from (select events.day, '[' || string_agg(${item}, ',' order by ${order})
            || ']' as day_events from events group by events.day) d`
      : sql`select coalesce('[' || string_agg(${item}, ',' order by events.day, ${order}) || ']',
            '[]') as json from events`;
  const targets = sql`coalesce((select '[' || string_agg(${activityTargets.targetId}::text, ','
      order by ${activityTargets.targetId}) || ']' from ${activityTargets}
    where ${activityTargets.activityId} = ${activities.id}), '[]')`;
  return sql`
    with items as materialized (${appointments ? sql`${appointments} union all` : sql``}
      ${lineItems(JSON.stringify(lines))}),
    acts as materialized (
      select ${activities.id} as id, ${activities.name} as name,
        ${campaigns.organizationId} as organization_id,
        ${activityHeadJson({
          supervisorId: campaigns.supervisorId,
          campaignId: campaigns.id,
          name: activities.name,
          campaignName: campaigns.name,
        })} as head,
        ${activityTailJson({
          targets,
          visible: activities.calendarVisible,
          color: activities.calendarColor,
        })} as tail
      from ${activities} join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
      where ${activities.id} in (select activity_id from items)
        and ${activities.active} and ${campaigns.active}
    ),
    events as (
      select items.type_event, items.id, items.activity_id, items.user_id, acts.name, acts.head,
        items.detail, to_char(items.day, 'YYYY-MM-DD') as day, items.hour, items.end_hour,
        acts.tail, items.id_event,
        items.type_event = 1 and items.user_id = ${viewer?.id ?? null}::int is true as own,
        items.can_edit
      from items join acts on acts.id = items.activity_id
      where items.type_event = 2 or acts.organization_id = ${viewer?.organizationId ?? null}::int
    )
    ${reply}`;
}

/** The SQL of the reply for the viewer, once its scope is read (the plan test reads it). */
export const eventsSql = (
  viewer: EventViewer,
  window: EventWindow,
  scope: EventScope,
  shape: Shape = 'days',
) => eventsQuery(viewer, appointmentItems(viewer, scope.managed, window), scope.lines, shape);

async function selectEventsJson(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
  options: { shape: Shape; ownOnly?: boolean },
): Promise<string> {
  // The private feed reads no activity: its own appointments only.
  const scope = options.ownOnly
    ? { managed: [], lines: [] }
    : await selectEventScope(db, viewer, window);
  const result = await db.execute(eventsSql(viewer, window, scope, options.shape));
  return rowsOf<{ json: string }>(result)[0]?.json ?? '[]';
}

/**
 * The days of the window that have events the viewer may see, with their events by hour
 * (untimed first), as the JSON text of DaysWithEventsReply (`events/…/days-with-events-period`).
 */
export const daysWithEventsJson = (db: Db, viewer: EventViewer, window: EventWindow) =>
  selectEventsJson(db, viewer, window, { shape: 'days' });

/** The events of the window the viewer may see, by day and hour (untimed first). */
export const selectEvents = async (
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventItem[]> =>
  JSON.parse(await selectEventsJson(db, viewer, window, { shape: 'items' })) as EventItem[];

/** The public calendar's events: visible activity events, never an appointment. */
export const publicEvents = (db: Db, window: EventWindow) => selectEvents(db, null, window);

/** A user's own appointments of the window (its private calendar feed). */
export const ownAppointments = async (
  db: Db,
  user: NonNullable<EventViewer>,
  window: EventWindow,
): Promise<EventItem[]> =>
  JSON.parse(
    await selectEventsJson(db, user, window, { shape: 'items', ownOnly: true }),
  ) as EventItem[];
