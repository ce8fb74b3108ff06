import type { ErrorCode } from '@extranet/shared/errors';
import { Role } from '@extranet/shared/roles';
import { canSeeUser, type Person } from '../../policies/user-visibility.ts';

/**
 * The highest role whose users `caller` may edit (docs/product/README.md#roles-and-permissions): a
 * gestor edits participants only, an administrator roles 0-2, a superuser everyone.
 */
const highestEditableRole = (caller: Person): number => {
  if (caller.role >= Role.Superuser) return Role.Superuser;
  if (caller.role >= Role.Admin) return Role.Admin;
  return Role.Participant;
};

/**
 * The roles `caller` may give (docs/product/README.md#roles-and-permissions): none for a gestor (it
 * never changes a role), 0-2 for an administrator, 0-3 for a superuser: nobody grants a role above
 * its own.
 */
const canAssignRole = (caller: Person, role: number): boolean =>
  caller.role >= Role.Admin && role <= caller.role;

/**
 * `POST user/:id/change-user-data/` (docs/product/README.md#roles-and-permissions): role 1 edits
 * participants only, never a role; role 2 users of roles 0-2 and gives roles 0-2; role 3 everyone.
 * Nobody changes its own role (the organization is not part of this call at all). Returns the
 * refusal or null.
 */
export function editRefusal(
  caller: Person,
  target: Person | undefined,
  newRole: number | undefined,
): ErrorCode | null {
  if (!canSeeUser(caller, target)) return 'not found';
  const roleChanges = newRole !== undefined && newRole !== target.role;
  if (target.id === caller.id) return roleChanges ? 'role not allowed' : null;
  if (target.role > highestEditableRole(caller)) return 'forbidden';
  if (roleChanges && !canAssignRole(caller, newRole)) return 'role not allowed';
  return null;
}

/**
 * `POST user/new/` (docs/product/README.md#roles-and-permissions): role 2+, and never a role above
 * the caller's own.
 */
export function creationRefusal(caller: Person, role: number): ErrorCode | null {
  if (caller.role < Role.Admin) return 'forbidden';
  return canAssignRole(caller, role) ? null : 'role not allowed';
}

/**
 * `GET user/:id/set-disabled/:bool/` (docs/product/README.md#roles-and-permissions): role 2+ on
 * users of its organization; nobody disables itself, and a user of a higher role (a superuser, for
 * an administrator) is out of reach.
 */
export function disableRefusal(caller: Person, target: Person | undefined): ErrorCode | null {
  if (caller.role < Role.Admin) return 'forbidden';
  if (!canSeeUser(caller, target)) return 'not found';
  if (target.id === caller.id) return 'user cannot disable itself';
  return target.role > caller.role ? 'forbidden' : null;
}

/**
 * Only a superuser lists users by role 3 (docs/product/README.md#roles-and-permissions "Assign or
 * filter by role 3").
 */
export const roleFilterRefusal = (caller: Person, role: number): ErrorCode | null =>
  role === Role.Superuser && caller.role < Role.Superuser ? 'role not allowed' : null;
