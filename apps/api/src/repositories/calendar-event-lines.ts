import { toIsoDate } from '@extranet/shared/forms/answer-rules';
import { clockTime } from '@extranet/shared/forms/appointment';
import { eventLineIsoDate, parseEventLines } from '@extranet/shared/forms/event-lines';
import { hasRole, Role } from '@extranet/shared/roles';
import type { EventLineTuple } from '@extranet/shared/schemas/events';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryNamed } from '../db/named-query.ts';
import { activities, activityTargets } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { managesCampaign } from '../policies/campaign-management.ts';
import type { EventActivity } from './calendar-event-reply.ts';
import type { EventViewer, EventWindow } from './calendar-events.ts';

/**
 * What a viewer's calendar holds besides its own appointments (docs/product/calendar.md#who-sees-what),
 * read from the active activities of active campaigns in one query and decided by the
 * campaign-management policy: the activities whose appointments it sees (those of the campaigns
 * it manages), and the dated lines of the events it sees (type 2), read with the event editor's
 * own rules (packages/shared/src/forms/event-lines.ts).
 */

export interface EventScope {
  /** The activities whose appointments the viewer sees, as the campaigns' manager. */
  managed: number[];
  /** The dated lines of the events in the window, as the reply carries them. */
  lines: EventLineTuple[];
  /** What the events show of the activities read, by id. */
  activities: Map<number, EventActivity>;
}

/** An event: an activity with fewer than 5 management fields (forms/is-event.ts). */
export const isEvent = activities.isEvent;

/**
 * What an event shows of its activity (calendar-event-reply.ts) and, for an event, its
 * requirements (its dated lines), as a JSON object of CalendarActivity.
 */
const activityObject = sql<string>`json_build_object('id', ${activities.id},
  'name', ${activities.name}, 'campaignId', ${campaigns.id}, 'campaignName', ${campaigns.name},
  'supervisorId', ${campaigns.supervisorId}, 'organizationId', ${campaigns.organizationId},
  'visible', ${activities.calendarVisible}, 'color', ${activities.calendarColor},
  'targets', array(select ${activityTargets.targetId} from ${activityTargets}
    where ${activityTargets.activityId} = ${activities.id} order by ${activityTargets.targetId}),
  'requirements', case when ${isEvent} then ${activities.requirements} else '' end)`;

/** An activity read for the calendar: what its events show, and an event's requirements. */
export interface CalendarActivity extends EventActivity {
  /** An event's requirements (its dated lines); '' for an activity that is no event. */
  requirements: string;
}

/**
 * The active activities of active campaigns that `where` picks, read as one JSON text rather than
 * a row each (the embedded store hands each row over at a cost of its own), by a named statement,
 * planned once per connection rather than on every call (docs/product/calendar.md#performance).
 */
export async function selectCalendarActivities(
  db: Db,
  where: SQL | undefined,
): Promise<CalendarActivity[]> {
  const [row] = await queryNamed<{ activities: string }>(
    db,
    db
      .select({
        activities: sql<string>`coalesce(json_agg(${activityObject}), '[]')::text`.as('activities'),
      })
      .from(activities)
      .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
      .where(and(eq(activities.active, true), eq(campaigns.active, true), where)),
  );
  return JSON.parse(row?.activities ?? '[]') as CalendarActivity[];
}

/**
 * The activities to read for the viewer, a superset of what the policy lets it see: the public
 * calendar's visible events of every organization; in a session, those of its organization:
 * every one for role 2+, the events and the supervised ones for role 1, the visible events for
 * role 0.
 */
function candidates(viewer: EventViewer): SQL | undefined {
  if (viewer === null) return and(isEvent, eq(activities.calendarVisible, true));
  const organization = eq(campaigns.organizationId, viewer.organizationId);
  if (hasRole(viewer.role, Role.Admin)) return organization;
  if (hasRole(viewer.role, Role.Supervisor)) {
    return and(organization, or(isEvent, eq(campaigns.supervisorId, viewer.id)));
  }
  return and(organization, isEvent, eq(activities.calendarVisible, true));
}

/** The line's hour (its second word when that is H:MM or HH:MM) and the text after it. */
function hourAndText(evento: string): [string | null, string] {
  const [first = '', ...rest] = evento.split(/\s+/);
  const hour = clockTime(first);
  return hour ? [hour, rest.join(' ')] : [null, evento];
}

/** A dated line of an event as the calendar reads it: its number, day, hour (or null) and text. */
export interface DatedEventLine {
  /** The line's number among the event's lines (parseEventLines). */
  id: number;
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM, or null when the line gives none. */
  hour: string | null;
  /** What follows the date and the hour. */
  text: string;
}

/**
 * The dated lines of an event's requirements whose day falls in the window, as the calendar and
 * the reports' event lists (docs/product/reporting.md#event-lists) read them.
 */
export function datedEventLines(requirements: string, window: EventWindow): DatedEventLine[] {
  return readableLinesOf(requirements).filter(
    (line) => line.day >= window.from && line.day <= window.to,
  );
}

/**
 * Requirements texts already read, with their readable dated lines: an event's text changes
 * only when it is edited, and the calendar reads every event's on every call. Emptied when full.
 */
const readLines = new Map<string, readonly DatedEventLine[]>();
const READ_LINES_KEPT = 1_000;

/** The dated lines of a requirements text whose date can be read, whatever the window. */
function readableLinesOf(requirements: string): readonly DatedEventLine[] {
  const kept = readLines.get(requirements);
  if (kept) return kept;
  const lines: DatedEventLine[] = [];
  for (const line of parseEventLines(requirements)) {
    const iso = eventLineIsoDate(line.fecha);
    // A line whose date cannot be read, or is no real day, is skipped.
    const day = iso === undefined ? null : toIsoDate(iso);
    if (day === null) continue;
    const [hour, text] = hourAndText(line.evento);
    lines.push(Object.freeze({ id: line.id, day, hour, text }));
  }
  if (readLines.size >= READ_LINES_KEPT) readLines.clear();
  readLines.set(requirements, lines);
  return lines;
}

/** The dated lines of an event's requirements whose day falls in the window. */
const linesOf = (activityId: number, requirements: string, window: EventWindow) =>
  datedEventLines(requirements, window).map((line): EventLineTuple => [
    line.id,
    activityId,
    line.day,
    line.hour,
    line.text,
  ]);

/** The viewer's managed activities and the dated lines of the window it may see. */
export async function selectEventScope(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventScope> {
  const rows = await selectCalendarActivities(db, candidates(viewer));
  const scope: EventScope = { managed: [], lines: [], activities: new Map() };
  for (const { requirements, ...activity } of rows) {
    // Every campaign read is active (the query's condition).
    const manages = viewer !== null && managesCampaign(viewer, { ...activity, active: true });
    if (manages) scope.managed.push(activity.id);
    scope.activities.set(activity.id, activity);
    if (requirements !== '' && (activity.visible || manages)) {
      scope.lines.push(...linesOf(activity.id, requirements, window));
    }
  }
  return scope;
}
