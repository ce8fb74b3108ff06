import type { Entity } from '@extranet/shared/schemas/entity';
import type { EntityUpdateRequest } from '@extranet/shared/schemas/entity-admin';
import { cleanCif } from '@extranet/shared/validators/cif';

/**
 * What the /entityeditor form holds, under the field names of the update call
 * (docs/product/administration-and-analytics.md#entity-editor: entityName, entityCif,
 * entityAddress, entityCity, entityPostalCode, entityCouncil, entityTarget), so the API's field
 * errors land on their inputs as they are.
 */
export interface EntityValues {
  entityName: string;
  entityCif: string;
  entityAddress: string;
  entityCity: string;
  entityPostalCode: string;
  entityCouncil?: number | null;
  entityTarget?: number | null;
}

export function entityValuesOf(entity: Entity): EntityValues {
  return {
    entityName: entity.name,
    entityCif: entity.cif,
    entityAddress: entity.address,
    entityCity: entity.city,
    entityPostalCode: entity.postalCode,
    entityCouncil: entity.council?.id ?? undefined,
    entityTarget: entity.target?.id ?? entity.idTarget ?? undefined,
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/**
 * `POST entity/{idEntity}/update` (docs/product/administration-and-analytics.md#calls): every field
 * is sent, so an emptied text or a cleared council or target is stored empty ('' and null); the CIF
 * cleaned as docs/product/administration-and-analytics.md#entity-validation says.
 */
export function entityRequestOf(id: number, values: EntityValues): EntityUpdateRequest {
  return {
    idEntity: id,
    entityName: text(values.entityName),
    entityCif: cleanCif(values.entityCif ?? ''),
    entityAddress: text(values.entityAddress),
    entityCity: text(values.entityCity),
    entityPostalCode: text(values.entityPostalCode),
    entityCouncil: values.entityCouncil ?? null,
    entityTarget: values.entityTarget ?? null,
  };
}
