import { toIsoDate } from '@extranet/shared/forms/answer-rules';
import { clockTime } from '@extranet/shared/forms/appointment';
import { eventLineIsoDate, parseEventLines } from '@extranet/shared/forms/event-lines';
import { EVENT_MAX_MANAGEMENT_FIELDS } from '@extranet/shared/forms/is-event';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema/activities.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { managesCampaign } from '../policies/campaign-management.ts';
import type { EventViewer, EventWindow } from './calendar-events.ts';

/**
 * The activity events of a calendar (type 2, docs/product/calendar.md#events): the dated lines
 * of the events (activities with fewer than 5 management fields) the viewer may see, read with
 * the event editor's own rules (packages/shared/src/forms/event-lines.ts).
 */

/** A dated line in the window: [activity id, line id, day, hour, text, the viewer may edit it]. */
export type EventLineRow = [number, number, string, string | null, string, boolean];

/** An event of an active activity of an active campaign, with some text in its requirements. */
const datedEvent = and(
  eq(activities.active, true),
  eq(campaigns.active, true),
  sql`jsonb_array_length(${activities.formMetadataManagement}) <= ${EVENT_MAX_MANAGEMENT_FIELDS}`,
  ne(activities.requirements, ''),
);

/**
 * docs/product/calendar.md#who-sees-what: the public calendar sees the visible events of every
 * organization; a session, the events of its organization, the hidden ones only where it
 * manages the campaign (decided by the policy below, on the rows).
 */
const scopeOf = (viewer: EventViewer): SQL | undefined =>
  viewer === null
    ? eq(activities.calendarVisible, true)
    : and(
        eq(campaigns.organizationId, viewer.organizationId),
        viewer.role >= 2
          ? undefined
          : or(eq(activities.calendarVisible, true), eq(campaigns.supervisorId, viewer.id)),
      );

/** The line's hour (its second word when that is H:MM or HH:MM) and the text after it. */
function hourAndText(evento: string): [string | null, string] {
  const [first = '', ...rest] = evento.split(/\s+/);
  const hour = clockTime(first);
  return hour ? [hour, rest.join(' ')] : [null, evento];
}

/**
 * The dated lines of the events the viewer may see whose day falls in the window; lines whose
 * date cannot be read (or is not a real day) are skipped.
 */
export async function selectEventLines(
  db: Db,
  viewer: EventViewer,
  window: EventWindow,
): Promise<EventLineRow[]> {
  const rows = await db
    .select({
      id: activities.id,
      requirements: activities.requirements,
      visible: activities.calendarVisible,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
      active: campaigns.active,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(datedEvent, scopeOf(viewer)));
  const lines: EventLineRow[] = [];
  for (const row of rows) {
    const canEdit = viewer !== null && managesCampaign(viewer, row);
    if (!row.visible && !canEdit) continue;
    for (const line of parseEventLines(row.requirements)) {
      const iso = eventLineIsoDate(line.fecha);
      const day = iso === undefined ? null : toIsoDate(iso);
      if (day === null || day < window.from || day > window.to) continue;
      lines.push([row.id, line.id, day, ...hourAndText(line.evento), canEdit]);
    }
  }
  return lines;
}
