import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { AppError } from '../plugins/app-error.ts';

/** Who asks. */
export interface Namer {
  id: number;
  role: number;
  organizationId: number;
}

/**
 * A user id in a path (`…/for-user/{idUser}`, `user/{idUser}/getfile/…`; docs/api-conventions.md#ids-naming-a-user): the
 * caller's own, or, for role 2+, a user of the caller's organization. Any other id is "not
 * found", as if the user did not exist: users belong to their organization
 * (docs/rate-limits-and-access-matrix.md).
 */
export async function assertMayNameUser(db: Db, caller: Namer, userId: number): Promise<void> {
  if (userId === caller.id) return;
  if (caller.role < Role.Admin) throw new AppError('not found');
  const [named] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  if (named?.organizationId !== caller.organizationId) throw new AppError('not found');
}
