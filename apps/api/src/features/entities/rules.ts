import type { ErrorCode } from '@extranet/shared/errors';
import { Role } from '@extranet/shared/roles';

/** The caller as the entity rules need it. */
export interface Caller {
  id: number;
  role: number;
  organizationId: number;
}

/**
 * Whose entities the admin list shows (`supervisorId` of
 * docs/product/administration-and-analytics.md#calls,
 * docs/product/README.md#roles-and-permissions): a gestor (role 1) always its own campaigns'
 * entities, whatever it asks; role 2+ every entity, or the ones of the gestor it names.
 */
export const listSupervisorOf = (caller: Caller, requested: number | undefined) =>
  caller.role === Role.Supervisor ? caller.id : requested;

/**
 * Who edits an entity (docs/product/README.md#roles-and-permissions "edit users" and the entity
 * editor, role 1+): role 2+ any entity; a gestor the entities validated on orders of its campaigns,
 * the ones its list shows. Another entity is visible to a gestor (the request form's search shows
 * every entity to anyone), so the refusal is 403, not 404.
 */
export function entityEditRefusal(caller: Caller, inOwnCampaigns: boolean): ErrorCode | null {
  if (caller.role >= Role.Admin) return null;
  return caller.role === Role.Supervisor && inOwnCampaigns ? null : 'forbidden';
}

/**
 * The entity's users (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/README.md#roles-and-permissions "Reports": the entity's user list is hidden from
 * role 1) are role 2+ only.
 */
export const seesEntityUsers = (caller: Caller): boolean => caller.role >= Role.Admin;
