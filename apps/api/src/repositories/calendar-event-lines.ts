import { toIsoDate } from '@extranet/shared/forms/answer-rules';
import { clockTime } from '@extranet/shared/forms/appointment';
import { eventLineIsoDate, parseEventLines } from '@extranet/shared/forms/event-lines';
import { EVENT_MAX_MANAGEMENT_FIELDS } from '@extranet/shared/forms/is-event';
import { hasRole, Role } from '@extranet/shared/roles';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { managesCampaign } from '../policies/campaign-management.ts';
import type { EventViewer, EventWindow } from './calendar-events.ts';

/**
 * What a viewer's calendar holds besides its own appointments (docs/product/calendar.md#who-sees-what),
 * read from the active activities of active campaigns in one query and decided by the
 * campaign-management policy: the activities whose appointments it sees (those of the campaigns
 * it manages), and the dated lines of the events it sees (type 2), read with the event editor's
 * own rules (packages/shared/src/forms/event-lines.ts).
 */

/** A dated line in the window: [activity id, line id, day, hour, text, the viewer may edit it]. */
export type EventLineRow = [number, number, string, string | null, string, boolean];

export interface EventScope {
  /** The activities whose appointments the viewer sees, as the campaigns' manager. */
  managed: number[];
  lines: EventLineRow[];
}

/** An event: an activity with fewer than 5 management fields (forms/is-event.ts). */
export const isEvent = sql<boolean>`jsonb_array_length(${activities.formMetadataManagement}) <= ${EVENT_MAX_MANAGEMENT_FIELDS}`;

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
  const lines: DatedEventLine[] = [];
  for (const line of parseEventLines(requirements)) {
    const iso = eventLineIsoDate(line.fecha);
    // A line whose date cannot be read, or is no real day, is skipped.
    const day = iso === undefined ? null : toIsoDate(iso);
    if (day === null || day < window.from || day > window.to) continue;
    const [hour, text] = hourAndText(line.evento);
    lines.push({ id: line.id, day, hour, text });
  }
  return lines;
}

/** The dated lines of an event's requirements whose day falls in the window. */
function linesOf(
  activityId: number,
  requirements: string,
  window: EventWindow,
  canEdit: boolean,
): EventLineRow[] {
  return datedEventLines(requirements, window).map((line): EventLineRow => [
    activityId,
    line.id,
    line.day,
    line.hour,
    line.text,
    canEdit,
  ]);
}

/** The viewer's managed activities and the dated lines of the window it may see. */
export async function selectEventScope(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventScope> {
  const rows = await db
    .select({
      id: activities.id,
      // Only an event's requirements are dated lines; an activity's are not read.
      requirements: sql<string>`case when ${isEvent} then ${activities.requirements} else '' end`,
      visible: activities.calendarVisible,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
      active: campaigns.active,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(eq(activities.active, true), eq(campaigns.active, true), candidates(viewer)));
  const scope: EventScope = { managed: [], lines: [] };
  for (const row of rows) {
    const manages = viewer !== null && managesCampaign(viewer, row);
    if (manages) scope.managed.push(row.id);
    if (row.requirements !== '' && (row.visible || manages)) {
      scope.lines.push(...linesOf(row.id, row.requirements, window, manages));
    }
  }
  return scope;
}
