import { and, count, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities, type NewEntity } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { councils, targets } from '../../db/schema/users.ts';

/**
 * Entities validated (orders.entity_id) on an order of a campaign that `supervisorId`
 * supervises in the organization: a gestor's entities
 * (docs/product/administration-and-analytics.md#calls `supervisorId`).
 */
export const validatedInCampaignsOf = (
  supervisorId: number | Placeholder,
  organizationId: number | Placeholder,
) =>
  sql`${entities.id} in (select ${orders.entityId} from ${orders}
    join ${activities} on ${activities.id} = ${orders.activityId}
    join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
    where ${campaigns.supervisorId} = ${supervisorId}
      and ${campaigns.organizationId} = ${organizationId}
      and ${orders.entityId} is not null)`;

/** The entity's row, or undefined. */
export const findEntityRow = (db: Db, id: number) =>
  db
    .select()
    .from(entities)
    .where(eq(entities.id, id))
    .then((rows) => rows[0]);

/** The entity row, locked for the rest of the transaction (updates, deletes, new centres). */
export const findEntityForUpdate = (db: Db, id: number, mode: 'update' | 'share' = 'update') =>
  db
    .select()
    .from(entities)
    .where(eq(entities.id, id))
    .for(mode)
    .then((rows) => rows[0]);

export const updateEntityRow = (db: Db, id: number, values: Partial<NewEntity>) =>
  db
    .update(entities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(entities.id, id));

export const deleteEntityRow = (db: Db, id: number) =>
  db
    .delete(entities)
    .where(eq(entities.id, id))
    .returning({ id: entities.id })
    .then((rows) => rows.length);

/**
 * Orders of the entity: validated on it, or still proposing it (entity_data.id,
 * docs/product/requests.md#stored-answers), so that no pending proposal is left pointing at a
 * deleted entity.
 */
export const countOrdersOfEntity = (db: Db, id: number) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(
      or(
        eq(orders.entityId, id),
        and(isNull(orders.entityId), sql`${orders.entityData} ->> 'id' = ${String(id)}`),
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);

export const countCentresOf = (db: Db, id: number) =>
  db
    .select({ n: count() })
    .from(entities)
    .where(eq(entities.mainEntityId, id))
    .then((rows) => rows[0]?.n ?? 0);

/** True when the entity is validated on an order of the gestor's campaigns. */
export const isInCampaignsOf = (
  db: Db,
  entityId: number,
  supervisorId: number,
  organizationId: number,
) =>
  db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.id, entityId), validatedInCampaignsOf(supervisorId, organizationId)))
    .then((rows) => rows.length > 0);

const exists = async (db: Db, table: typeof councils | typeof targets, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

export const councilExists = (db: Db, id: number) => exists(db, councils, id);
export const targetExists = (db: Db, id: number) => exists(db, targets, id);
