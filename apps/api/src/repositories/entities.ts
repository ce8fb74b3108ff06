import type { Entity } from '@extranet/shared/schemas/entity';
import { eq, getTableColumns, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { jsonArrayOf, jsonBool, jsonInt, jsonValue } from '../db/json-text.ts';
import { likeEscaped } from '../db/like.ts';
import { entities } from '../db/schema/entities.ts';
import { councils, targets } from '../db/schema/users.ts';

/**
 * The entities repository: the Entity reply (one by id, a selection, a page as JSON text) and
 * the CIF as searches read it, shared by the entity search, entity administration and orders.
 */

const mainEntity = alias(entities, 'main_entity');

/** An entity with its council, target and main entity's name, in one query. */
const entityColumns = {
  ...getTableColumns(entities),
  // Named apart from the entity's own `name`, so that the page can be read as a subquery.
  councilValue: sql<string | null>`${councils.value}`.as('council_value'),
  targetValue: sql<string | null>`${targets.value}`.as('target_value'),
  mainName: sql<string | null>`${mainEntity.name}`.as('main_name'),
};

export interface EntitySelection {
  where: SQL | undefined;
  /** A number, or a placeholder in a prepared query. */
  limit: number | Placeholder;
  offset?: number | Placeholder;
}

/** Entities by name then id, with everything the Entity reply needs. */
export const selectEntities = (db: Db, { where, limit, offset = 0 }: EntitySelection) =>
  db
    .select(entityColumns)
    .from(entities)
    .leftJoin(councils, eq(councils.id, entities.councilId))
    .leftJoin(targets, eq(targets.id, entities.targetId))
    .leftJoin(mainEntity, eq(mainEntity.id, entities.mainEntityId))
    .where(where)
    .orderBy(sql`lower(${entities.name})`, entities.id)
    .limit(limit)
    .offset(offset);

type EntityRow = Awaited<ReturnType<typeof selectEntities>>[number];

/**
 * The Entity reply of docs/product/administration-and-analytics.md#entities: a centre names its
 * main entity ('Centro de …').
 */
export const toEntity = (row: EntityRow): Entity => ({
  id: row.id,
  name: row.name,
  cif: row.cif,
  address: row.address,
  city: row.city,
  postalCode: row.postalCode,
  council: row.councilId !== null ? { id: row.councilId, value: row.councilValue ?? '' } : null,
  target: row.targetId !== null ? { id: row.targetId, value: row.targetValue ?? '' } : null,
  idTarget: row.targetId,
  mainEntityId: row.mainEntityId,
  mainLegalEntityName:
    row.mainEntityId === null ? 'La entidad es principal' : `Centro de ${row.mainName ?? ''}`,
  disabled: row.disabled,
});

/** A council or target as `{"id":…,"value":…}` JSON text, or `null` (as toEntity writes it). */
const optionJson = (id: SQLWrapper, value: SQLWrapper) =>
  sql`case when ${id} is null then 'null'
    else '{"id":' || ${id}::text || ',"value":' || ${jsonValue(sql`coalesce(${value}, '')`)} || '}' end`;

type EntityPageRows = ReturnType<ReturnType<typeof selectEntities>['as']>;

/**
 * `JSON.stringify(toEntity(row))` written by the database, key for key and byte for byte the
 * same text (entity-json.test.ts): the admin list sends its 75-entity pages as this text, one
 * value from the store instead of a thousand fields, neither mapped nor serialised again here.
 */
const entityJson = (row: EntityPageRows) => sql<string>`'{"id":' || ${jsonInt(row.id)}
  || ',"name":' || ${jsonValue(row.name)}
  || ',"cif":' || ${jsonValue(row.cif)}
  || ',"address":' || ${jsonValue(row.address)}
  || ',"city":' || ${jsonValue(row.city)}
  || ',"postalCode":' || ${jsonValue(row.postalCode)}
  || ',"council":' || ${optionJson(row.councilId, row.councilValue)}
  || ',"target":' || ${optionJson(row.targetId, row.targetValue)}
  || ',"idTarget":' || ${jsonInt(row.targetId)}
  || ',"mainEntityId":' || ${jsonInt(row.mainEntityId)}
  || ',"mainLegalEntityName":' || ${jsonValue(sql`case when ${row.mainEntityId} is null
    then 'La entidad es principal' else 'Centro de ' || coalesce(${row.mainName}, '') end`)}
  || ',"disabled":' || ${jsonBool(row.disabled)}
  || '}'`;

/**
 * A page of selectEntities as the JSON text of its Entity replies (`items`, `[…]`), with the
 * column `total` (page-total.ts); a query to prepare.
 */
export function entityPageJsonQuery(db: Db, selection: EntitySelection, total: SQL<number>) {
  const rows = selectEntities(db, selection).as('page_rows');
  return db.select({ items: jsonArrayOf(entityJson(rows)), total }).from(rows);
}

/** One entity by id, or undefined. */
export const findEntity = (db: Db, id: number): Promise<Entity | undefined> =>
  selectEntities(db, { where: eq(entities.id, id), limit: 1 }).then((rows) =>
    rows[0] ? toEntity(rows[0]) : undefined,
  );

/** The CIF as searches read it: upper case, dashes left out. */
export const cleanedCif = sql`upper(replace(${entities.cif}, '-', ''))`;

/** The LIKE pattern of a CIF prefix. */
export const cifPrefixPattern = (cif: string) => `${likeEscaped(cif)}%`;
