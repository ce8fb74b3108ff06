import type { Entity } from '@extranet/shared/schemas/entity';
import { adminTabHref } from '@/shared/admin-links';

/**
 * Where VOLVER goes (docs/product/administration-and-analytics.md#entity-editor): back through the
 * history when the editor was opened from another screen of the app (the admin list, a user's
 * linked entities, another entity of the group); opened directly, the admin tab of its kind: 2
 * ENTIDADES for a main entity, 3 CENTROS for a centre.
 */
export function entityBackTarget(entity: Pick<Entity, 'mainEntityId'>, hasHistory: boolean) {
  if (hasHistory) return -1;
  return adminTabHref(entity.mainEntityId === null ? 2 : 3);
}
