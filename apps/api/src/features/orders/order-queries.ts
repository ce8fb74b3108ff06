import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import {
  orders,
  orderStateHistory,
  type NewOrder,
  type NewOrderStateHistory,
} from '../../db/schema/orders.ts';

/** An order with the campaign facts its permission rules need (see access.ts). */
const scopeColumns = {
  id: orders.id,
  userId: orders.userId,
  activityId: orders.activityId,
  stateId: orders.stateId,
  entityId: orders.entityId,
  entityData: orders.entityData,
  userData: orders.userData,
  userDataManagement: orders.userDataManagement,
  visitors: orders.visitors,
  requestedDate: orders.requestedDate,
  campaignId: activities.campaignId,
  supervisorId: campaigns.supervisorId,
  organizationId: campaigns.organizationId,
};

const selectScopes = (db: Db) =>
  db
    .select(scopeColumns)
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId));

/**
 * One order with its scope; with `forUpdate` its row stays locked until the transaction ends,
 * so two changes of the same order never interleave.
 */
export async function findOrderScope(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<OrderScopeRow | undefined> {
  const query = selectScopes(db).where(eq(orders.id, id));
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** Locks several orders in id order (the same order everywhere, so no two calls deadlock). */
export const lockOrderScopes = (db: Db, ids: number[]) =>
  selectScopes(db).where(inArray(orders.id, ids)).orderBy(orders.id).for('update', { of: orders });

export type OrderScopeRow = Awaited<ReturnType<typeof lockOrderScopes>>[number];

/**
 * A new order id taken from the sequence before the order exists, so that its files can be
 * written into their folder first (docs/api-conventions.md#files) and the row inserted with it
 * later.
 */
export const allocateOrderId = (db: Db) =>
  db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .then((rows) => {
      const id = rows[0]?.id;
      if (!id) throw new Error('allocateOrderId: no id');
      return id;
    });

export const insertOrder = (db: Db, values: NewOrder) =>
  db
    .insert(orders)
    .values(values)
    .returning({ id: orders.id, createdAt: orders.createdAt })
    .then((rows) => {
      const row = rows[0];
      if (!row) throw new Error('insertOrder: no row');
      return row;
    });

export const updateOrderRow = (db: Db, id: number, values: Partial<NewOrder>) =>
  db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));

/** One row of the state history (docs/product/requests.md#states: who, when, from, to, reason). */
export const insertStateChange = (db: Db, values: NewOrderStateHistory) =>
  db.insert(orderStateHistory).values(values);
