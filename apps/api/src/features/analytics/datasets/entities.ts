import { asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { entities } from '../../../db/schema/entities.ts';
import { councils, targets } from '../../../db/schema/users.ts';
import { fixedDataset, keysetBatches, type Column, type Scope } from '../dataset.ts';

const mainEntity = alias(entities, 'main_entity');

const columns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Nombre', type: 'text', width: 40 },
  { header: 'CIF', type: 'text', width: 12 },
  { header: 'Dirección', type: 'text', width: 30 },
  { header: 'Localidad', type: 'text', width: 20 },
  { header: 'Código postal', type: 'text', width: 10 },
  { header: 'Id concejo', type: 'int', width: 8 },
  { header: 'Concejo', type: 'text', width: 20 },
  { header: 'Id destinatario', type: 'int', width: 8 },
  { header: 'Destinatario', type: 'text', width: 28 },
  { header: 'Tipo', type: 'text', width: 10 },
  { header: 'Id entidad principal', type: 'int', width: 10 },
  { header: 'Entidad principal', type: 'text', width: 40 },
  { header: 'Desactivada', type: 'bool', width: 10 },
];

const page = ({ db }: Scope, afterId: number, limit: number) =>
  db
    .select({
      id: entities.id,
      name: entities.name,
      cif: entities.cif,
      address: entities.address,
      city: entities.city,
      postalCode: entities.postalCode,
      councilId: entities.councilId,
      council: councils.value,
      targetId: entities.targetId,
      target: targets.value,
      mainEntityId: entities.mainEntityId,
      mainName: mainEntity.name,
      disabled: entities.disabled,
    })
    .from(entities)
    .leftJoin(councils, eq(councils.id, entities.councilId))
    .leftJoin(targets, eq(targets.id, entities.targetId))
    .leftJoin(mainEntity, eq(mainEntity.id, entities.mainEntityId))
    .where(gt(entities.id, afterId))
    .orderBy(asc(entities.id))
    .limit(limit);

/**
 * entidades.csv: the entity registry, main entities and centres. Entities belong to no
 * organization (decisions.md "Administration (API)"): every administrator sees them all.
 */
export const entitiesDataset = fixedDataset('Entidades', columns, async function* (scope) {
  for await (const rows of keysetBatches((after, limit) => page(scope, after, limit))) {
    yield rows.map((e) => [
      e.id,
      e.name,
      e.cif,
      e.address,
      e.city,
      e.postalCode,
      e.councilId,
      e.council,
      e.targetId,
      e.target,
      e.mainEntityId === null ? 'Principal' : 'Centro',
      e.mainEntityId,
      e.mainName,
      e.disabled,
    ]);
  }
});
