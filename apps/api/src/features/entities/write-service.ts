import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import type { Entity } from '@extranet/shared/schemas/entity';
import type {
  EntityAdminCreateRequest,
  EntityUpdateRequest,
} from '@extranet/shared/schemas/entity-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NewEntity } from '../../db/schema/entities.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { findEntity, insertEntity, newEntityRow } from '../../repositories/entities.ts';
import { rethrowAsConflict } from '../../db/constraint-conflicts.ts';
import {
  councilExists,
  countCentresOf,
  countOrdersOfEntity,
  deleteEntityRow,
  findEntityForUpdate,
  isInCampaignsOf,
  targetExists,
  updateEntityRow,
} from './queries.ts';
import { entityEditRefusal } from './rules.ts';

/**
 * The Entity reply (docs/product/administration-and-analytics.md#entities); "not found" when it has
 * gone.
 */
export async function loadEntity(db: Db, id: number): Promise<Entity> {
  const entity = await findEntity(db, id);
  if (!entity) throw new AppError('not found');
  return entity;
}

/** A council or target that does not exist is a field error, like a missing one. */
async function assertOptions(
  db: Db,
  options: { councilId?: number | null | undefined; targetId?: number | null | undefined },
  fields: { council: string; target: string },
): Promise<void> {
  if (options.councilId && !(await councilExists(db, options.councilId))) {
    throw new AppError('validation', { [fields.council]: messages.entityCouncilInvalid });
  }
  if (options.targetId && !(await targetExists(db, options.targetId))) {
    throw new AppError('validation', { [fields.target]: messages.entityTargetRequired });
  }
}

/**
 * `POST entity/create` (role 2+; docs/product/administration-and-analytics.md#entity-validation:
 * every field required, the CIF cleaned and valid). With `mainEntityId` ('Entidad principal') the
 * entity is a centre of that main entity, which is read with a share lock so that it cannot be
 * deleted meanwhile; a centre cannot be the main entity of another (groups have one level,
 * docs/product/administration-and-analytics.md#entity-editor).
 */
export async function createEntity(
  db: Db,
  input: z.output<typeof EntityAdminCreateRequest>,
): Promise<Entity> {
  const id = await db.transaction(async (tx) => {
    await assertOptions(
      tx,
      { councilId: input.idCouncil, targetId: input.idTarget },
      { council: 'idCouncil', target: 'idTarget' },
    );
    if (input.mainEntityId !== null) {
      const main = await findEntityForUpdate(tx, input.mainEntityId, 'share');
      if (!main || main.mainEntityId !== null) {
        throw new AppError('validation', { mainEntityId: messages.entityMainInvalid });
      }
    }
    const row = await insertEntity(tx, {
      ...newEntityRow(input),
      mainEntityId: input.mainEntityId,
    });
    if (!row) throw new AppError('internal');
    return row.id;
  });
  return loadEntity(db, id);
}

/**
 * `POST entity/:idEntity/update` (docs/product/administration-and-analytics.md#entity-validation):
 * name and CIF always; the other fields when sent ('' clears a text, null a council or target).
 * Permissions as `entityEditRefusal` says, checked under the row lock.
 */
export async function updateEntity(
  db: Db,
  caller: SessionUser,
  idEntity: number,
  input: z.output<typeof EntityUpdateRequest>,
): Promise<Entity> {
  if (input.idEntity !== idEntity) {
    throw new AppError('validation', { idEntity: messages.entityIdMismatch });
  }
  await db.transaction(async (tx) => {
    if (!(await findEntityForUpdate(tx, idEntity))) throw new AppError('not found');
    const inOwnCampaigns =
      caller.role === Role.Supervisor &&
      (await isInCampaignsOf(tx, idEntity, caller.id, caller.organizationId));
    const refusal = entityEditRefusal(caller, inOwnCampaigns);
    if (refusal) throw new AppError(refusal);
    await assertOptions(
      tx,
      { councilId: input.entityCouncil, targetId: input.entityTarget },
      { council: 'entityCouncil', target: 'entityTarget' },
    );
    const values: Partial<NewEntity> = { name: input.entityName, cif: input.entityCif };
    if (input.entityAddress !== undefined) values.address = input.entityAddress;
    if (input.entityCity !== undefined) values.city = input.entityCity;
    if (input.entityPostalCode !== undefined) values.postalCode = input.entityPostalCode;
    if (input.entityCouncil !== undefined) values.councilId = input.entityCouncil;
    if (input.entityTarget !== undefined) values.targetId = input.entityTarget;
    await updateEntityRow(tx, idEntity, values);
  });
  return loadEntity(db, idEntity);
}

/**
 * `POST entity/delete/:id` (role 2+; docs/product/README.md#error-catalogue): an entity with orders
 * stays ('entity have orders'), and so does a main entity with centres ('entity have centres'):
 * deleting it would silently turn its centres into main entities. Its representatives
 * (entity_users) go with it.
 */
export async function deleteEntity(db: Db, id: number): Promise<{ deleted: number }> {
  const deleted = await db
    .transaction(async (tx) => {
      if (!(await findEntityForUpdate(tx, id))) throw new AppError('not found');
      if ((await countOrdersOfEntity(tx, id)) > 0) throw new AppError('entity have orders');
      if ((await countCentresOf(tx, id)) > 0) throw new AppError('entity have centres');
      return deleteEntityRow(tx, id);
    })
    // An order assigned meanwhile trips the foreign key: the same 409, never a 500.
    .catch(rethrowAsConflict);
  return { deleted };
}
