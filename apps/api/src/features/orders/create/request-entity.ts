import { messages } from '@extranet/shared/messages';
import type { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { findEntityRow, representsEntity } from '../request-queries.ts';

/**
 * docs/product/README.md#constants-and-limits entity modes: -1 none (individual), 0 a new entity
 * proposed in entityData, > 0 an existing entity. An entity the applicant already represents is the
 * order's entity at once; any other one found by the search is stored as a proposal, for a manager
 * to validate (docs/product/requests.md#entities-on-a-request: "validated" means entity_id is set).
 */
export async function entityOf(db: Db, applicantId: number, form: OrderCreateForm) {
  if (form.idEntity === -1) {
    return { entityMode: 1 as const, entityId: null, entityData: null, entityName: null };
  }
  if (form.idEntity === 0) {
    const entityData = form.entityData ?? null;
    return {
      entityMode: 2 as const,
      entityId: null,
      entityData,
      entityName: entityData?.name ?? null,
    };
  }
  const entity = await findEntityRow(db, form.idEntity);
  if (!entity || entity.disabled) throw new AppError('validation', { idEntity: messages.notFound });
  const { id, name, cif, address, city, postalCode, councilId, targetId } = entity;
  if (await representsEntity(db, applicantId, id)) {
    return { entityMode: 2 as const, entityId: id, entityData: null, entityName: name };
  }
  const entityData = {
    id,
    name,
    cif,
    address,
    city,
    postalCode,
    idCouncil: councilId,
    idTarget: targetId,
  };
  return { entityMode: 2 as const, entityId: null, entityData, entityName: name };
}
