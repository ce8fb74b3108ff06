import type { EventItem } from '@extranet/shared/schemas/events';
import { hasRole, Role } from '@extranet/shared/roles';
import { acceptedStates } from '@extranet/shared/order-states';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { activities, activityTargets } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { entities } from '../db/schema/entities.ts';
import { orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import type { Manager } from '../policies/campaign-management.ts';
import { selectEventLines, type EventLineRow } from './calendar-event-lines.ts';
import { eventItemReply } from './calendar-event-reply.ts';

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

/**
 * The activities whose appointments the viewer may see, as a subquery: those of the active
 * campaigns it manages (managesCampaign of policies/campaign-management.ts, written as SQL: every
 * one of its organization for role 2+, those it supervises for role 1); inactive ones show none.
 */
function managedActivities(viewer: Manager) {
  const supervised = hasRole(viewer.role, Role.Admin)
    ? undefined
    : sql`and ${campaigns.supervisorId} = ${viewer.id}`;
  return sql`select ${activities.id} from ${activities}
    join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
    where ${campaigns.organizationId} = ${viewer.organizationId} and ${campaigns.active}
      and ${activities.active} ${supervised}`;
}

/**
 * The appointments a viewer sees (docs/product/calendar.md#who-sees-what), as a condition on
 * `orders`: its own, and those of the campaigns it manages; none for the public calendar.
 * `ownOnly`: its own, whatever its role. Written so that the appointments are read through the
 * index of the agreed date, state and activity (a list of activities), not by scanning orders.
 */
function appointmentScope(viewer: EventViewer, ownOnly: boolean): SQL | undefined {
  if (viewer === null) return undefined;
  const own = sql`${orders.userId} = ${viewer.id}`;
  if (ownOnly || !hasRole(viewer.role, Role.Supervisor)) return own;
  const managed = sql`${orders.activityId} = any(array(${managedActivities(viewer)}))`;
  if (hasRole(viewer.role, Role.Admin)) return managed;
  const ownActivities = sql`select ${orders.activityId} from ${orders} where ${own}`;
  return sql`${orders.activityId} = any(array(${managedActivities(viewer)} union ${ownActivities}))
    and (${own} or ${managed})`;
}

/** An appointment's detail: its entity (validated, else proposed), else its applicant's name. */
const appointmentDetail = sql`coalesce(
  (select ${entities.name} from ${entities} where ${entities.id} = ${orders.entityId}),
  nullif(${orders.entityData} ->> 'name', ''),
  (select trim(${users.name} || ' ' || ${users.surname}) from ${users}
    where ${users.id} = ${orders.userId}))`;

/** The appointments in the window the scope lets through, as rows of `items`. */
const appointmentItems = (scope: SQL, window: EventWindow) => sql`
  select 1 as type_event, ${orders.id} as id, ${orders.activityId} as activity_id,
    ${orders.userId} as user_id, ${orders.agreedDate} as day, ${orders.agreedTime} as hour,
    ${orders.agreedEndTime} as end_hour, ${appointmentDetail} as detail, ${orders.id} as id_event,
    false as can_edit
  from ${orders}
  where ${orders.agreedDate} between ${window.from}::date and ${window.to}::date
    and ${orders.stateId} in (${appointmentStates}) and ${scope}`;

/** The dated lines (calendar-event-lines.ts), a JSON parameter, as rows of `items`. */
const lineItems = (lines: string) => sql`
  select 2 as type_event, (l ->> 1)::int as id, (l ->> 0)::int as activity_id, null::int as user_id,
    (l ->> 2)::date as day, l ->> 3 as hour, null as end_hour, l ->> 4 as detail,
    (l ->> 0)::int as id_event, (l ->> 5)::boolean as can_edit
  from jsonb_array_elements(${lines}::jsonb) l`;

/** What the final select writes: the days reply, or the items in day and hour order. */
type Shape = 'days' | 'items';

/** `items` joined to their activity and campaign, as the `events` rows of eventItemReply. */
function eventsQuery(
  viewer: EventViewer,
  window: EventWindow,
  lines: string,
  scope: SQL | undefined,
  shape: Shape,
) {
  const me = viewer?.id ?? null;
  const order = sql`events.hour nulls first, events.name, events.type_event, events.id_event, events.id`;
  const days =
    shape === 'days'
      ? sql`select coalesce('[' || string_agg('{"day":"' || day || '","events":' || day_events || '}',
            ',' order by day) || ']', '[]') as json
          from (select events.day, '[' || string_agg(${eventItemReply.json()}, ',' order by ${order})
            || ']' as day_events from events group by events.day) d`
      : sql`select coalesce('[' || string_agg(${eventItemReply.json()}, ',' order by events.day, ${order})
            || ']', '[]') as json from events`;
  return sql`
    with items as (${scope ? sql`${appointmentItems(scope, window)} union all` : sql``}
      ${lineItems(lines)}),
    targets as (
      select ${activityTargets.activityId} as activity_id,
        '[' || string_agg(${activityTargets.targetId}::text, ',' order by ${activityTargets.targetId})
          || ']' as targets
      from ${activityTargets}
      where ${activityTargets.activityId} in (select activity_id from items)
      group by ${activityTargets.activityId}
    ),
    events as (
      select items.type_event, items.id, items.activity_id, items.user_id,
        ${campaigns.supervisorId} as supervisor_id, ${campaigns.id} as campaign_id,
        ${activities.name} as name, ${campaigns.name} as campaign_name, items.detail,
        to_char(items.day, 'YYYY-MM-DD') as day, items.hour, items.end_hour,
        coalesce(targets.targets, '[]') as targets, ${activities.calendarVisible} as visible,
        ${activities.calendarColor} as color, items.id_event,
        items.type_event = 1 and items.user_id = ${me}::int is true as own, items.can_edit
      from items
        join ${activities} on ${activities.id} = items.activity_id
        join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
        left join targets on targets.activity_id = items.activity_id
      where ${activities.active} and ${campaigns.active}
        and (items.type_event = 2 or ${campaigns.organizationId} = ${viewer?.organizationId ?? null}::int)
    )
    ${days}`;
}

/**
 * The SQL of the days reply for the viewer, the dated lines already read (the plan test reads
 * how it finds the appointments).
 */
export const daysWithEventsQuery = (
  viewer: EventViewer,
  window: EventWindow,
  lines: EventLineRow[] = [],
) => eventsQuery(viewer, window, JSON.stringify(lines), appointmentScope(viewer, false), 'days');

async function selectEventsJson(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
  options: { shape: Shape; ownOnly?: boolean },
): Promise<string> {
  const ownOnly = options.ownOnly ?? false;
  const lines = ownOnly ? [] : await selectEventLines(db, viewer, window);
  const scope = appointmentScope(viewer, ownOnly);
  const result = await db.execute(
    eventsQuery(viewer, window, JSON.stringify(lines), scope, options.shape),
  );
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
