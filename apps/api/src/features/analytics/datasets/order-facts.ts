import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
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
 * The council of an order (docs/product/administration-and-analytics.md#analytics): its validated
 * entity's, else the proposed entity's, else the applicant's (an individual request). Needs
 * `entities` and `users` joined.
 */
export const orderCouncilId = sql<
  number | null
>`coalesce(${entities.councilId}, ${proposedId('idCouncil')}, ${users.councilId})`;

/**
 * The target of an order (docs/product/administration-and-analytics.md#analytics): its validated
 * entity's, else the proposed entity's; an individual request is the citizen target (id 2).
 */
export const orderTargetId = sql<number | null>`coalesce(${entities.targetId}, ${proposedId(
  'idTarget',
)}, case when ${orders.entityMode} = 1 then ${sql.raw(String(CITIZEN_TARGET_ID))} end)`;

/**
 * The most answers an order of the organization holds in `column`: the index on their count
 * (orders_answer_count_idx, orders_management_answer_count_idx) is read from its end until an
 * order of the organization comes, instead of every order.
 */
async function widestAnswers(db: Db, organizationId: number, column: SQLWrapper) {
  const count = sql<number>`jsonb_array_length(${column})`;
  const [row] = await db
    .select({ count })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(eq(campaigns.organizationId, organizationId))
    .orderBy(desc(count))
    .limit(1);
  return row?.count ?? 0;
}

/**
 * How many request-form and management pairs the organization's orders need (the longest
 * answers), so that the file carries no empty columns past them.
 */
export async function pairCounts(db: Db, organizationId: number) {
  const [form, management] = await Promise.all([
    widestAnswers(db, organizationId, orders.userData),
    widestAnswers(db, organizationId, orders.userDataManagement),
  ]);
  return { form, management };
}
