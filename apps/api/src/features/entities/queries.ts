import { norm } from '@extranet/shared/forms/field-roles';
import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities, type NewEntity } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { councils, foldedSql, targets } from '../../db/schema/users.ts';
import { matchesSearch } from '../entity-search/queries.ts';

/** What the admin entity list filters on (spec §3 "Filters: Entities (admin)"), checked. */
export interface EntityListFilter {
  name: string;
  cif: string;
  councilId?: number | undefined;
  /** Only entities validated on orders of this gestor's campaigns (in `organizationId`). */
  supervisor?: { id: number; organizationId: number } | undefined;
  /** true: centres only; false: main entities only. */
  centres?: boolean | undefined;
}

/**
 * Entities validated (orders.entity_id) on an order of a campaign that `supervisorId`
 * supervises in the organization: a gestor's entities (spec §7 `supervisorId`).
 */
export const validatedInCampaignsOf = (supervisorId: number, organizationId: number) =>
  sql`${entities.id} in (select ${orders.entityId} from ${orders}
    join ${activities} on ${activities.id} = ${orders.activityId}
    join ${campaigns} on ${campaigns.id} = ${activities.campaignId}
    where ${campaigns.supervisorId} = ${supervisorId}
      and ${campaigns.organizationId} = ${organizationId}
      and ${orders.entityId} is not null)`;

/** The WHERE of the admin list: name contained (accents aside), CIF prefix, council… */
export function entityListWhere(filter: EntityListFilter): SQL | undefined {
  const name = norm(filter.name);
  return and(
    name ? sql`${foldedSql(entities.name)} like ${containsPattern(name)}` : undefined,
    matchesSearch('', filter.cif),
    filter.councilId === undefined ? undefined : eq(entities.councilId, filter.councilId),
    filter.centres === undefined
      ? undefined
      : filter.centres
        ? isNotNull(entities.mainEntityId)
        : isNull(entities.mainEntityId),
    filter.supervisor
      ? validatedInCampaignsOf(filter.supervisor.id, filter.supervisor.organizationId)
      : undefined,
  );
}

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

export const insertEntity = (db: Db, values: NewEntity) =>
  db
    .insert(entities)
    .values(values)
    .returning({ id: entities.id })
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
 * Orders of the entity: validated on it, or still proposing it (entity_data.id, design.md
 * "Stored shapes"), so that no pending proposal is left pointing at a deleted entity.
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
