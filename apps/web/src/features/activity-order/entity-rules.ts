import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { norm, type RoleField } from '@extranet/shared/forms/field-roles';
import type { Activity } from '@extranet/shared/schemas/activity';

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
