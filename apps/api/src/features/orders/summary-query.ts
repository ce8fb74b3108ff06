import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderStates, users } from '../../db/schema/users.ts';
import { summaryReply } from './summary-reply.ts';

/**
 * The joins of every query reading an OrderSummary (summary-reply.ts), after `from(orders)`:
 * its state, activity, campaign and applicant, and its validated entity if any.
 */
export const joinSummaryTables = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderStates, eq(orderStates.id, orders.stateId))
    .leftJoin(entities, eq(entities.id, orders.entityId));

/** Orders with the columns of their OrderSummary. */
export const selectSummaries = (db: Db) =>
  joinSummaryTables(db.select(summaryReply.columns).from(orders).$dynamic());

/** Accents out and lower case, as `norm()` of field-roles.ts does in JavaScript. */
const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu';
export const normSql = (expr: SQL) => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
