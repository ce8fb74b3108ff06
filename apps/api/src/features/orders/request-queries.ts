import { acceptedStates } from '@extranet/shared/order-states';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities, entityUsers } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What a request needs of its activity: the rules of docs/product/requests.md#states,
 * docs/product/requests.md#validation, its forms and its capacity. With `forUpdate` the activity
 * row stays locked until the transaction ends (docs/product/requests.md#places).
 */
export async function findRequestedActivity(db: Db, id: number, forUpdate = false) {
  const query = db
    .select({
      id: activities.id,
      name: activities.name,
      active: activities.active,
      endDate: activities.endDate,
      onlyForInscribed: activities.onlyForInscribed,
      onlyForInscribedId: activities.onlyForInscribedId,
      formMetadata: activities.formMetadata,
      formMetadataManagement: activities.formMetadataManagement,
      hasDateAndVisitType: activities.hasDateAndVisitType,
      places: activities.places,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      campaignActive: campaigns.active,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(eq(activities.id, id));
  const [row] = forUpdate ? await query.for('update', { of: activities }) : await query;
  return row;
}

export type RequestedActivity = NonNullable<Awaited<ReturnType<typeof findRequestedActivity>>>;

/** The applicant: its organization and whether it is enabled, and what its mail needs. */
export const findApplicant = (db: Db, id: number) =>
  db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      disabled: users.disabled,
      name: users.name,
      surname: users.surname,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

/**
 * docs/product/README.md#constants-and-limits: states 2 and 5 are 'accepted / carried out', which
 * meet a prerequisite.
 */
export const hasAcceptedOrder = (db: Db, userId: number, activityId: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.activityId, activityId),
        inArray(orders.stateId, [...acceptedStates]),
      ),
    )
    .limit(1)
    .then((rows) => rows.length > 0);

export const findEntityRow = (db: Db, id: number) =>
  db
    .select()
    .from(entities)
    .where(eq(entities.id, id))
    .then((rows) => rows[0]);

/**
 * The user represents the entity: a manager linked them (entity_users, active) or validated it
 * on one of their orders before (docs/product/requests.md#entities-on-a-request).
 */
export async function representsEntity(db: Db, userId: number, entityId: number) {
  const linked = await db
    .select({ id: entityUsers.id })
    .from(entityUsers)
    .where(
      and(
        eq(entityUsers.userId, userId),
        eq(entityUsers.entityId, entityId),
        eq(entityUsers.active, true),
      ),
    )
    .limit(1);
  if (linked.length > 0) return true;
  const validated = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), isNotNull(orders.entityId), eq(orders.entityId, entityId)),
    )
    .limit(1);
  return validated.length > 0;
}
