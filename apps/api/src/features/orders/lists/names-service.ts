import type { ActivityNameTree, OrderNamesQuery } from '@extranet/shared/schemas/order-list';
import { and, asc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import type { ListScope } from './list-filter.ts';
import { listScope } from './list-service.ts';
import { entityNameOf } from '../summary-reply.ts';

type NamesQuery = z.output<typeof OrderNamesQuery>;

/** Enough names for a tags picker; the list of a whole organization is cut here. */
const ENTITY_NAMES_MAX = 2000;

/** Activities in scope: of the campaigns managed, or of the caller's own orders. */
const activitiesInScope = (scope: ListScope) =>
  scope.kind === 'own'
    ? inArray(
        activities.id,
        sql`(select ${orders.activityId} from ${orders} where ${orders.userId} = ${scope.userId})`,
      )
    : and(
        eq(campaigns.organizationId, scope.organizationId),
        scope.supervisorId === undefined
          ? undefined
          : eq(campaigns.supervisorId, scope.supervisorId),
      );

/** Only activities somebody asked for can narrow an order list. */
const hasOrders = exists(
  sql`(select 1 from ${orders} where ${orders.activityId} = ${activities.id})`,
);

/**
 * `GET order/get-activity-names/?supervisorId` (the lists' activity cascader,
 * docs/product/requests.md#order-lists): campaign → activities that have requests, scoped like the
 * lists (role 1: its campaigns; role 0 or own userId: the activities of one's requests). Activities
 * without requests are left out, so that an organization's whole catalogue (thousands of
 * activities) never loads into a picker.
 */
export async function activityNames(
  db: Db,
  caller: SessionUser,
  query: NamesQuery,
): Promise<ActivityNameTree> {
  const rows = await db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      id: activities.id,
      name: activities.name,
      complement: activities.complement,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(activitiesInScope(listScope(caller, query)), hasOrders))
    .orderBy(asc(campaigns.name), asc(campaigns.id), asc(activities.name), asc(activities.id));
  const tree: ActivityNameTree = [];
  for (const { campaignId, campaignName, ...activity } of rows) {
    const last = tree.at(-1);
    if (last?.campaignId === campaignId) last.activities.push(activity);
    else tree.push({ campaignId, campaignName, activities: [activity] });
  }
  return tree;
}

/**
 * `GET order/get-entity-names/?supervisorId` (the lists' entity tags): the names of the
 * entities, validated or proposed, of the orders in scope, sorted.
 */
export async function entityNames(
  db: Db,
  caller: SessionUser,
  query: NamesQuery,
): Promise<string[]> {
  const scope = listScope(caller, query);
  const inScope = scope.kind === 'own' ? eq(orders.userId, scope.userId) : activitiesInScope(scope);
  const rows = await db
    .selectDistinct({ name: entityNameOf })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .leftJoin(entities, eq(entities.id, orders.entityId))
    .where(and(inScope, isNotNull(entityNameOf)))
    .orderBy(entityNameOf)
    .limit(ENTITY_NAMES_MAX);
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}
