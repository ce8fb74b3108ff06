import { OrderSummary } from '@extranet/shared/schemas/order';
import { sql } from 'drizzle-orm';
import { defineReply, int, isoTime, pair, text } from '../../db/json-reply.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderStates, users } from '../../db/schema/users.ts';

/** 'Name Surname' of the applicant. */
export const applicantName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

/** The validated entity's name, else the name of the entity the applicant proposed. */
export const entityNameOf = sql<
  string | null
>`coalesce(${entities.name}, nullif(${orders.entityData} ->> 'name', ''))`;

/**
 * The OrderSummary reply (docs/product/requests.md#order-lists), declared once
 * (db/json-reply.ts): an order with its state, activity, campaign and applicant INNER JOINed and
 * its validated entity LEFT JOINed (joinSummaryTables). The order lists have the database write
 * their pages from these fields, so an export's 5,000 rows cross from the store as one value;
 * the attachment list and the order detail present the same columns (summary-reply.test.ts
 * compares both).
 */
export const summaryReply = defineReply(OrderSummary, {
  id: int(orders.id),
  date: isoTime(orders.createdAt),
  state: pair(orderStates.id, 'value', orderStates.value),
  activityId: int(orders.activityId),
  activityName: text(activities.name),
  campaignId: int(campaigns.id),
  campaignName: text(campaigns.name),
  userId: int(orders.userId),
  userName: text(applicantName),
  entityId: int(orders.entityId),
  entityName: text(entityNameOf),
  supervisorId: int(campaigns.supervisorId),
});
