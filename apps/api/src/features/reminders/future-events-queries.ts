import { OrderState } from '@extranet/shared/order-states';
import { MAX_FUTURE_EVENTS, type FutureEventRow } from '@extranet/shared/schemas/events';
import { and, asc, between, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { applicantName, entityName } from './reminder-queries.ts';

export interface FutureEventsFilter {
  startDate: string;
  endDate: string;
  activityId: number | undefined;
  /** The campaigns whose orders the caller may remind (policies/managed-campaigns.ts). */
  campaignScope: SQL;
}

/**
 * The accepted orders (state 2) whose agreed date is in the range, of one activity if given: the
 * columns of the index on the agreed date, state and activity (orders_agreed_date_idx), whose
 * condition `agreed_date IS NOT NULL` the range implies.
 */
export const acceptedInRange = (filter: Omit<FutureEventsFilter, 'campaignScope'>) =>
  and(
    between(orders.agreedDate, filter.startDate, filter.endDate),
    eq(orders.stateId, OrderState.Accepted),
    filter.activityId === undefined ? undefined : eq(orders.activityId, filter.activityId),
  );

/**
 * The rows of the reminders table (docs/product/calendar.md#reminders): the accepted
 * appointments in the range of the campaigns in scope.
 */
export const futureEventsQuery = (db: Db, filter: FutureEventsFilter) =>
  db
    .select({
      id: orders.id,
      date: orders.agreedDate,
      hour: orders.agreedTime,
      activityName: activities.name,
      entityName,
      userName: applicantName,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(and(acceptedInRange(filter), filter.campaignScope))
    .orderBy(asc(orders.agreedDate), asc(orders.agreedTime), asc(orders.id))
    .limit(MAX_FUTURE_EVENTS);

export async function selectFutureEvents(
  db: Db,
  filter: FutureEventsFilter,
): Promise<FutureEventRow[]> {
  const rows = await futureEventsQuery(db, filter);
  // Every row has an agreed date: the range holds only such orders.
  return rows.map((row) => ({ ...row, date: row.date ?? '' }));
}
