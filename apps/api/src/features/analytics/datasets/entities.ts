import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { entities } from '../../../db/schema/entities.ts';
import { councils, targets } from '../../../db/schema/users.ts';
import { queryDataset, type QueryColumn } from '../dataset.ts';

const mainEntity = alias(entities, 'main_entity');

const columns: QueryColumn[] = [
  { header: 'Id', type: 'int', width: 8, value: entities.id },
  { header: 'Nombre', type: 'text', width: 40, value: entities.name },
  { header: 'CIF', type: 'text', width: 12, value: entities.cif },
  { header: 'Dirección', type: 'text', width: 30, value: entities.address },
  { header: 'Localidad', type: 'text', width: 20, value: entities.city },
  { header: 'Código postal', type: 'text', width: 10, value: entities.postalCode },
  { header: 'Id concejo', type: 'int', width: 8, value: entities.councilId },
  { header: 'Concejo', type: 'text', width: 20, value: councils.value },
  { header: 'Id destinatario', type: 'int', width: 8, value: entities.targetId },
  { header: 'Destinatario', type: 'text', width: 28, value: targets.value },
  {
    header: 'Tipo',
    type: 'text',
    width: 10,
    value: sql<string>`case when ${entities.mainEntityId} is null then 'Principal' else 'Centro' end`,
  },
  { header: 'Id entidad principal', type: 'int', width: 10, value: entities.mainEntityId },
  { header: 'Entidad principal', type: 'text', width: 40, value: mainEntity.name },
  { header: 'Desactivada', type: 'bool', width: 10, value: entities.disabled },
];

/**
 * entidades.csv: the entity registry, main entities and centres. Entities belong to no
 * organization (decisions.md "Administration (API)"): every administrator sees them all.
 */
export const entitiesDataset = queryDataset('Entidades', columns, {
  id: entities.id,
  from: (db, fields) =>
    db
      .select(fields)
      .from(entities)
      .leftJoin(councils, eq(councils.id, entities.councilId))
      .leftJoin(targets, eq(targets.id, entities.targetId))
      .leftJoin(mainEntity, eq(mainEntity.id, entities.mainEntityId))
      .$dynamic(),
});
