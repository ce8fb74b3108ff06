import { Role } from '@extranet/shared/roles';

/**
 * Which users a caller sees, decided here once for user administration and the entity history
 * of a user (docs/product/administration-and-analytics.md#users).
 */

/** A person as the rule needs it: the caller or the user it names. */
export interface Person {
  id: number;
  role: number;
  organizationId: number;
}

/**
 * Users of another organization, and any user for a participant, do not exist for the caller
 * (docs/api-conventions.md#error-replies: 404); role 1+ sees every user of its organization
 * (docs/product/README.md#roles-and-permissions "Users are listed for the current user's
 * organization").
 */
export function canSeeUser(caller: Person, target: Person | undefined): target is Person {
  if (!target) return false;
  if (target.id === caller.id) return true;
  return caller.role >= Role.Supervisor && target.organizationId === caller.organizationId;
}
