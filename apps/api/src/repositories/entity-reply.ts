import { Entity } from '@extranet/shared/schemas/entity';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bool, defineReply, int, joinedPair, text } from '../db/json-reply.ts';
import { entities } from '../db/schema/entities.ts';
import { councils, targets } from '../db/schema/users.ts';

/** A centre's main entity, joined by the entity queries for its name. */
export const mainEntity = alias(entities, 'main_entity');

/**
 * The Entity reply (docs/product/administration-and-analytics.md#entities), declared once
 * (db/json-reply.ts): an entity with its council, target and main entity LEFT JOINed; a centre
 * names its main entity ('Centro de …'). The entity lookups present these columns; the admin
 * list has the database write its pages from the same fields (entity-reply.test.ts compares
 * both).
 */
export const entityReply = defineReply(Entity, {
  id: int(entities.id),
  name: text(entities.name),
  cif: text(entities.cif),
  address: text(entities.address),
  city: text(entities.city),
  postalCode: text(entities.postalCode),
  council: joinedPair(councils.id, 'value', councils.value),
  target: joinedPair(targets.id, 'value', targets.value),
  idTarget: int(entities.targetId),
  mainEntityId: int(entities.mainEntityId),
  mainLegalEntityName: text(sql<string>`case when ${entities.mainEntityId} is null
    then 'La entidad es principal' else 'Centro de ' || coalesce(${mainEntity.name}, '') end`),
  disabled: bool(entities.disabled),
});
