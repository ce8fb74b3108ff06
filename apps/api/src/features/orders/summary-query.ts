import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderStates, users } from '../../db/schema/users.ts';
import { summaryReply } from './summary-reply.ts';

/** Orders with their state, activity, campaign, applicant and validated entity. */
export const selectSummaries = (db: Db) =>
  db
    .select(summaryReply.columns)
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderStates, eq(orderStates.id, orders.stateId))
    .leftJoin(entities, eq(entities.id, orders.entityId));

/** Accents out and lower case, as `norm()` of field-roles.ts does in JavaScript. */
const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu';
export const normSql = (expr: SQL) => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
