import type { Entity } from '@extranet/shared/schemas/entity';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jsonArrayOf } from '../db/json-text.ts';
import { likeEscaped } from '../db/like.ts';
import { entities, type NewEntity } from '../db/schema/entities.ts';
import { councils, targets } from '../db/schema/users.ts';
import { entityReply, mainEntity } from './entity-reply.ts';

/**
 * The entities repository: the Entity reply (one by id, a selection, a page as JSON text) and
 * the CIF as searches read it, shared by the entity search, entity administration and orders.
 */

export interface EntitySelection {
  where: SQL | undefined;
  /** A number, or a placeholder in a prepared query. */
  limit: number | Placeholder;
  offset?: number | Placeholder;
}

/** Entities by name then id, with everything the Entity reply needs. */
export const selectEntities = (db: Db, { where, limit, offset = 0 }: EntitySelection) =>
  db
    .select(entityReply.columns)
    .from(entities)
    .leftJoin(councils, eq(councils.id, entities.councilId))
    .leftJoin(targets, eq(targets.id, entities.targetId))
    .leftJoin(mainEntity, eq(mainEntity.id, entities.mainEntityId))
    .where(where)
    .orderBy(sql`lower(${entities.name})`, entities.id)
    .limit(limit)
    .offset(offset);

/**
 * A page of selectEntities as the JSON text of its Entity replies (`items`, `[…]`), with the
 * column `total` (page-total.ts); a query to prepare.
 */
export function entityPageJsonQuery(db: Db, selection: EntitySelection, total: SQL<number>) {
  const rows = selectEntities(db, selection).as('page_rows');
  return db.select({ items: jsonArrayOf(entityReply.json(rows)), total }).from(rows);
}

/** One entity by id, or undefined. */
export const findEntity = (db: Db, id: number): Promise<Entity | undefined> =>
  selectEntities(db, { where: eq(entities.id, id), limit: 1 }).then((rows) =>
    rows[0] ? entityReply.present(rows[0]) : undefined,
  );

/** The CIF as searches read it: upper case, dashes left out. */
export const cleanedCif = sql`upper(replace(${entities.cif}, '-', ''))`;

/** The LIKE pattern of a CIF prefix. */
export const cifPrefixPattern = (cif: string) => `${likeEscaped(cif)}%`;

/** The fields of a new entity as the create calls name them (docs/product/requests.md#calls). */
interface EntityFields {
  name: string;
  cif: string;
  address: string;
  city: string;
  postalCode: string;
  idCouncil: number;
  idTarget: number;
}

/** The row of a new entity from a create call's fields. */
export const newEntityRow = (input: EntityFields): NewEntity => ({
  name: input.name,
  cif: input.cif,
  address: input.address,
  city: input.city,
  postalCode: input.postalCode,
  councilId: input.idCouncil,
  targetId: input.idTarget,
});

/** Creates an entity (administration, or a manager assigning a new one to an order). */
export const insertEntity = (db: Db, values: NewEntity) =>
  db
    .insert(entities)
    .values(values)
    .returning({ id: entities.id })
    .then((rows) => rows[0]);
