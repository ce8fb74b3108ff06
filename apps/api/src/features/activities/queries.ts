import { placeTakingStates } from '@extranet/shared/order-states';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityTargets, type NewActivity } from '../../db/schema/activities.ts';
import { campaigns, campaignTargets } from '../../db/schema/campaigns.ts';
import { orders } from '../../db/schema/orders.ts';
import { targets } from '../../db/schema/users.ts';

/**
 * Places taken by orders in states 1, 2 and 5 (docs/product/requests.md#places), as a correlated
 * subquery on the orders' activity index: one query answers a whole page, never one query per row.
 */
export const currentPlaces =
  sql<number>`(select count(*) from ${orders} where ${orders.activityId} = ${
    activities.id
  } and ${orders.stateId} in (${sql.join(
    placeTakingStates.map((state) => sql`${state}`),
    sql`, `,
  )}))`.mapWith(Number);

/** An activity with its campaign's name, supervisor, organization and active flag. */
const rowColumns = {
  ...getTableColumns(activities),
  campaignName: campaigns.name,
  campaignSupervisorId: campaigns.supervisorId,
  campaignOrganizationId: campaigns.organizationId,
  campaignActive: campaigns.active,
  currentPlaces,
};

export interface ActivitySelection {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** One page of activities with their campaign, in one query. */
const selectActivities = (db: Db, { where, orderBy, limit, offset }: ActivitySelection) =>
  db
    .select(rowColumns)
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);

export type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

export const countActivities = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);

export const findActivityRow = (db: Db, id: number): Promise<ActivityRow | undefined> =>
  selectActivities(db, { where: eq(activities.id, id), orderBy: [], limit: 1, offset: 0 }).then(
    (rows) => rows[0],
  );

const sortColumns = {
  id: activities.id,
  name: activities.name,
  priority: activities.priority,
  startDate: activities.startDate,
  endDate: activities.endDate,
};

/** ORDER BY of the lists: the chosen key then id; by default priority first, then newest. */
export function activityOrder(sort: keyof typeof sortColumns | undefined, dir: 'asc' | 'desc') {
  const by = dir === 'asc' ? asc : desc;
  if (!sort) return [desc(activities.priority), desc(activities.id)];
  return sort === 'id' ? [by(activities.id)] : [by(sortColumns[sort]), by(activities.id)];
}

/** Targets of a page of activities in one query: activity id → `[{ id, value }]`. */
export async function targetsOf(db: Db, ids: number[]): Promise<Map<number, OptionItem[]>> {
  const byActivity = new Map<number, OptionItem[]>();
  if (ids.length === 0) return byActivity;
  const rows = await db
    .select({ activityId: activityTargets.activityId, id: targets.id, value: targets.value })
    .from(activityTargets)
    .innerJoin(targets, eq(targets.id, activityTargets.targetId))
    .where(inArray(activityTargets.activityId, ids))
    .orderBy(targets.id);
  for (const { activityId, id, value } of rows) {
    byActivity.set(activityId, [...(byActivity.get(activityId) ?? []), { id, value }]);
  }
  return byActivity;
}

export const findCampaign = (db: Db, id: number) =>
  db
    .select({
      id: campaigns.id,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
      active: campaigns.active,
    })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .then((rows) => rows[0]);

export const insertActivity = (db: Db, values: NewActivity) =>
  db
    .insert(activities)
    .values(values)
    .returning({ id: activities.id })
    .then((rows) => rows[0]);

export const updateActivity = (db: Db, id: number, values: Partial<NewActivity>) =>
  db
    .update(activities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activities.id, id));

/** Replaces the targets of an activity. */
export async function setActivityTargets(db: Db, activityId: number, targetIds: number[]) {
  await db.delete(activityTargets).where(eq(activityTargets.activityId, activityId));
  if (targetIds.length === 0) return;
  await db.insert(activityTargets).values(targetIds.map((targetId) => ({ activityId, targetId })));
}

export const targetIdsOfActivity = (db: Db, activityId: number) =>
  db
    .select({ id: activityTargets.targetId })
    .from(activityTargets)
    .where(eq(activityTargets.activityId, activityId))
    .then((rows) => rows.map((row) => row.id));

export const existingTargetIds = (db: Db, ids: number[]) =>
  db
    .select({ id: targets.id })
    .from(targets)
    .where(inArray(targets.id, ids))
    .then((rows) => rows.map((row) => row.id));

export const activityExists = (db: Db, id: number) =>
  db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, id))
    .then((rows) => rows.length > 0);

/**
 * Locks the activity row: order creation locks it too (docs/product/requests.md#places), so no
 * order slips in.
 */
export const lockActivity = (db: Db, id: number) =>
  db
    .select({ id: activities.id, campaignId: activities.campaignId })
    .from(activities)
    .where(eq(activities.id, id))
    .for('update')
    .then((rows) => rows[0]);

export const countOrdersOfActivity = (db: Db, activityId: number) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.activityId, activityId))
    .then((rows) => rows[0]?.n ?? 0);

export const deleteActivityRow = (db: Db, id: number) =>
  db
    .delete(activities)
    .where(eq(activities.id, id))
    .returning({ id: activities.id })
    .then((rows) => rows.length);

export const targetIdsOfCampaign = (db: Db, campaignId: number) =>
  db
    .select({ id: campaignTargets.targetId })
    .from(campaignTargets)
    .where(eq(campaignTargets.campaignId, campaignId))
    .then((rows) => rows.map((row) => row.id));
