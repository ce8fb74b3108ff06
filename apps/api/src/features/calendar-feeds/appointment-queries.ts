import { OrderState } from '@extranet/shared/order-states';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';

/** The states whose agreed date is an appointment (docs/product/calendar.md#events). */
export const APPOINTMENT_STATES = [OrderState.Accepted, OrderState.Done];

/** What a calendar entry of an appointment shows: its day and times, activity, campaign, entity. */
const appointmentColumns = {
  id: orders.id,
  agreedDate: orders.agreedDate,
  agreedTime: orders.agreedTime,
  agreedEndTime: orders.agreedEndTime,
  activityName: activities.name,
  campaignName: campaigns.name,
  /** The validated entity's name, else the one the applicant proposed. */
  entityName: sql<
    string | null
  >`coalesce(${entities.name}, nullif(${orders.entityData} ->> 'name', ''))`,
};

/**
 * A user's own appointments agreed between `from` and `to` (YYYY-MM-DD, both included), by day
 * and time. The user's orders are read through their index (orders_user_idx); a person has few.
 */
export const ownAppointments = (db: Db, userId: number, from: string, to: string) =>
  db
    .select(appointmentColumns)
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.stateId, APPOINTMENT_STATES),
        between(orders.agreedDate, from, to),
      ),
    )
    .orderBy(asc(orders.agreedDate), asc(orders.agreedTime), asc(orders.id));

export type AppointmentRow = Awaited<ReturnType<typeof ownAppointments>>[number];

/** One order as an appointment, with the facts its visibility rule needs (orders' public.ts). */
export async function orderAppointment(db: Db, id: number) {
  const [row] = await db
    .select({
      ...appointmentColumns,
      stateId: orders.stateId,
      userId: orders.userId,
      campaignId: campaigns.id,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(eq(orders.id, id));
  return row;
}
