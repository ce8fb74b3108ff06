import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { norm, type RoleField } from '@extranet/shared/forms/field-roles';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { cleanCif, isValidCif } from '@extranet/shared/validators/cif';

/** docs/product/README.md#constants-and-limits entity modes. */
export const EntityMode = { Individual: 1, ForEntity: 2 } as const;
export type EntityMode = (typeof EntityMode)[keyof typeof EntityMode];

/**
 * docs/product/README.md#constants-and-limits entity ids: 0 a new entity, -1 none (an individual
 * request).
 */
export const NEW_ENTITY_ID = 0;
export const NO_ENTITY_ID = -1;

/**
 * docs/product/requests.md#entities-on-a-request: the CIF search starts when the input has more
 * than 7 characters, dashes removed.
 */
export const CIF_SEARCH_MIN = 8;

/**
 * The CIF to search for, cleaned as docs/product/requests.md#entities-on-a-request says, or
 * undefined while it is too short.
 */
export function cifSearchTerm(input: string): string | undefined {
  const cif = cleanCif(input);
  return cif.length >= CIF_SEARCH_MIN ? cif : undefined;
}

/**
 * The message refusing a new entity's CIF (cleaned first,
 * docs/product/requests.md#entities-on-a-request), or undefined.
 */
export function cifError(input: unknown): string | undefined {
  const cif = cleanCif(typeof input === 'string' ? input : '');
  if (cif === '') return messages.fieldRequired;
  return isValidCif(cif) ? undefined : messages.entityCifInvalid;
}

/**
 * The request form's entity / structure type question, if it has one
 * (docs/product/requests.md#entities-on-a-request): a select or radio group whose
 * label speaks of the type of entity or structure.
 */
export function findEntityTypeField<F extends RoleField>(fields: readonly F[]): F | undefined {
  return fields.find((field) => {
    if (field.type !== 'select' && field.type !== 'radio-group') return false;
    const label = norm(field.label);
    return label.includes('tipo') && (label.includes('entidad') || label.includes('estructura'));
  });
}

/**
 * docs/product/requests.md#entities-on-a-request: an entity type other than 'Ciudadan…' needs the
 * entity's data, so an individual request answering one is refused.
 */
export function needsEntityData(mode: EntityMode | undefined, entityType: unknown): boolean {
  if (mode !== EntityMode.Individual || typeof entityType !== 'string') return false;
  const value = norm(entityType);
  return value !== '' && !value.startsWith('ciudadan');
}

/**
 * The targets the entity lookups are narrowed to (docs/product/requests.md#calls `?targets`): the
 * activity's own, less the citizen target (an individual is not an entity); none narrows nothing.
 */
export function entityTargetIds(activity: Pick<Activity, 'targets'>): number[] {
  return activity.targets.map((target) => target.id).filter((id) => id !== CITIZEN_TARGET_ID);
}
