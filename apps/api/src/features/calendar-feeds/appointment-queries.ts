import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/**
 * One order with its appointment, as an entry needs it (event-entries.ts), and the facts its
 * visibility rule needs (orders' public.ts). The detail is the calendar's: its entity (validated,
 * else proposed), else its applicant (docs/product/calendar.md#events).
 */
export async function orderAppointment(db: Db, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      stateId: orders.stateId,
      startDate: orders.agreedDate,
      hour: orders.agreedTime,
      endHour: orders.agreedEndTime,
      name: activities.name,
      campaignName: campaigns.name,
      detail: sql<string>`coalesce(${entities.name}, nullif(${orders.entityData} ->> 'name', ''),
        trim(${users.name} || ' ' || ${users.surname}))`,
      userId: orders.userId,
      campaignId: campaigns.id,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(eq(orders.id, id));
  return row;
}
