import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';

/** A numeric id of the proposed entity (entity_data), when it is one. */
const proposedId = (key: 'idCouncil' | 'idTarget') =>
  sql`case when (${orders.entityData} ->> ${sql.raw(`'${key}'`)}) ~ '^[0-9]{1,9}$'
    then (${orders.entityData} ->> ${sql.raw(`'${key}'`)})::int end`;

/**
 * The council of an order (reports.md §1.1): its validated entity's, else the proposed
 * entity's, else the applicant's (an individual request). Needs `entities` and `users` joined.
 */
export const orderCouncilId = sql<
  number | null
>`coalesce(${entities.councilId}, ${proposedId('idCouncil')}, ${users.councilId})`;

/**
 * The target of an order (reports.md §1.1): its validated entity's, else the proposed
 * entity's; an individual request is the citizen target (id 2).
 */
export const orderTargetId = sql<number | null>`coalesce(${entities.targetId}, ${proposedId(
  'idTarget',
)}, case when ${orders.entityMode} = 1 then ${sql.raw(String(CITIZEN_TARGET_ID))} end)`;

/** The validated entity's name or CIF, else the proposed entity's. */
export const orderEntityText = (field: 'name' | 'cif') =>
  sql<string | null>`coalesce(${field === 'name' ? entities.name : entities.cif},
    nullif(${orders.entityData} ->> ${sql.raw(`'${field}'`)}, ''))`;

/**
 * How many request-form and management pairs the organization's orders need (the longest
 * answers), so that the file carries no empty columns past them.
 */
export async function pairCounts(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      form: sql<number>`coalesce(max(jsonb_array_length(${orders.userData})), 0)::int`,
      management: sql<number>`coalesce(max(jsonb_array_length(${orders.userDataManagement})), 0)::int`,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(eq(campaigns.organizationId, organizationId));
  return { form: row?.form ?? 0, management: row?.management ?? 0 };
}
