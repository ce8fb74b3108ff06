import type { EventProperties } from '@extranet/shared/schemas/events';
import { EventType } from '@extranet/shared/schemas/events';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { orders } from '../../db/schema/orders.ts';

/** An event's activity with what the campaign-management policy needs of its campaign. */
export interface EventActivity {
  id: number;
  supervisorId: number | null;
  organizationId: number;
  active: boolean;
}

const eventActivityColumns = {
  id: activities.id,
  supervisorId: campaigns.supervisorId,
  organizationId: campaigns.organizationId,
  active: campaigns.active,
};

/**
 * The activity whose display properties an event has (docs/product/calendar.md#display-properties):
 * for an activity event (type 2) `idEvent` is the activity, for an appointment (type 1) the
 * order, whose activity it is. `forUpdate` locks the activity's row until the transaction ends.
 */
export async function findEventActivity(
  db: Db,
  idEvent: number,
  typeEvent: EventType,
  forUpdate = false,
): Promise<EventActivity | undefined> {
  const base = db.select(eventActivityColumns).from(activities);
  const query =
    typeEvent === EventType.ActivityEvent
      ? base
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
          .where(eq(activities.id, idEvent))
      : base
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
          .innerJoin(orders, eq(orders.activityId, activities.id))
          .where(eq(orders.id, idEvent));
  const [row] = await (forUpdate ? query.for('update', { of: activities }) : query);
  return row;
}

/** Sets an activity's display properties; answers them as stored. */
export async function updateEventProperties(
  db: Db,
  activityId: number,
  properties: EventProperties,
): Promise<EventProperties> {
  const [row] = await db
    .update(activities)
    .set({ calendarVisible: properties.visible, calendarColor: properties.color })
    .where(eq(activities.id, activityId))
    .returning({ visible: activities.calendarVisible, color: activities.calendarColor });
  if (!row) throw new Error(`activity ${activityId} vanished under its lock`);
  return row;
}
