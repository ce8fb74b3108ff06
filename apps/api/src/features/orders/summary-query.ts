import type { OrderSummary } from '@extranet/shared/schemas/order';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonInt, jsonValue } from '../../db/json-text.ts';
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

/** The columns of an OrderSummary (docs/product/requests.md#stored-answers), all from one join. */
export const summaryColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  stateId: orders.stateId,
  stateValue: orderStates.value,
  activityId: orders.activityId,
  activityName: activities.name,
  campaignId: campaigns.id,
  campaignName: campaigns.name,
  userId: orders.userId,
  userName: applicantName,
  entityId: orders.entityId,
  entityName: entityNameOf,
  supervisorId: campaigns.supervisorId,
};

/** Orders with their state, activity, campaign, applicant and validated entity. */
export const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderStates, eq(orderStates.id, orders.stateId))
    .leftJoin(entities, eq(entities.id, orders.entityId));

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  state: { id: row.stateId, value: row.stateValue },
  activityId: row.activityId,
  activityName: row.activityName,
  campaignId: row.campaignId,
  campaignName: row.campaignName,
  userId: row.userId,
  userName: row.userName,
  entityId: row.entityId,
  entityName: row.entityName,
  supervisorId: row.supervisorId,
});

/**
 * `JSON.stringify(toSummary(row))` written by the database, key for key in the same order and
 * byte for byte the same text (summary-json.test.ts): the order lists send their pages as this
 * text, so the thousands of rows of an export cross from the store as one value instead of a
 * dozen fields each, and are neither mapped nor serialised again in JavaScript. `date` is
 * `toISOString()`'s UTC form with the milliseconds truncated, as a JavaScript Date keeps them.
 */
export const summaryJson = sql<string>`'{"id":' || ${jsonInt(sql`${orders.id}`)}
  || ',"date":"' || to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '","state":{"id":' || ${jsonInt(sql`${orders.stateId}`)}
  || ',"value":' || ${jsonValue(sql`${orderStates.value}`)}
  || '},"activityId":' || ${jsonInt(sql`${orders.activityId}`)}
  || ',"activityName":' || ${jsonValue(sql`${activities.name}`)}
  || ',"campaignId":' || ${jsonInt(sql`${campaigns.id}`)}
  || ',"campaignName":' || ${jsonValue(sql`${campaigns.name}`)}
  || ',"userId":' || ${jsonInt(sql`${orders.userId}`)}
  || ',"userName":' || ${jsonValue(applicantName)}
  || ',"entityId":' || ${jsonInt(sql`${orders.entityId}`)}
  || ',"entityName":' || ${jsonValue(entityNameOf)}
  || ',"supervisorId":' || ${jsonInt(sql`${campaigns.supervisorId}`)}
  || '}'`;

/** Accents out and lower case, as `norm()` of field-roles.ts does in JavaScript. */
const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu';
export const normSql = (expr: SQL) => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
