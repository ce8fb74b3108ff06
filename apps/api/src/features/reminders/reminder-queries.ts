import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** 'Name Surname' of the applicant, as the order lists show it. */
export const applicantName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

/** The validated entity's name, else the one the applicant proposed, else ''. */
export const entityName = sql<string>`coalesce(${entities.name}, nullif(${orders.entityData} ->> 'name', ''), '')`;

/** What a reminder needs of its order: the rule's facts, the mail's facts and the address. */
const reminderColumns = {
  id: orders.id,
  stateId: orders.stateId,
  agreedDate: orders.agreedDate,
  agreedTime: orders.agreedTime,
  agreedEndTime: orders.agreedEndTime,
  activityName: activities.name,
  campaignName: campaigns.name,
  supervisorId: campaigns.supervisorId,
  organizationId: campaigns.organizationId,
  applicantName,
  email: users.email,
  entityName,
};

const selectReminderRows = (db: Db, ids: number[]) =>
  db
    .select(reminderColumns)
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));

export type ReminderRow = Awaited<ReturnType<typeof selectReminderRows>>[number];

/** The orders' reminder facts, in id order (the daily job's batch, already claimed). */
export const reminderRowsOf = (db: Db, ids: number[]): Promise<ReminderRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : selectReminderRows(db, ids);

/**
 * The same, with the orders' rows locked until the transaction ends, in id order so that two
 * calls on overlapping lists never wait on each other crosswise: a second call for the same
 * orders (a double click) waits for the first and then sees its reminders.
 */
export const lockReminderRows = (db: Db, ids: number[]): Promise<ReminderRow[]> =>
  selectReminderRows(db, ids).for('update', { of: orders });
