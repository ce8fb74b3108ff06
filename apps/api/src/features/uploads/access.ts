import { hasRole, Role } from '@extranet/shared/roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { findOwnerFiles, type FileOwner, type OwnerFiles } from './queries.ts';

/**
 * The files of a campaign or activity the caller may change (spec §6, design.md §12.6): role 2+
 * any, a supervisor those of the campaigns it supervises. A participant is refused (403);
 * another supervisor's campaign, like a missing one, is "not found" (design.md §2).
 */
export async function loadManagedFiles(
  db: Db,
  user: SessionUser,
  owner: FileOwner,
  id: number,
  forUpdate = false,
): Promise<OwnerFiles> {
  if (!hasRole(user.role, Role.Supervisor)) throw new AppError('forbidden');
  const row = await findOwnerFiles(db, owner, id, forUpdate);
  if (!row) throw new AppError('not found');
  if (!hasRole(user.role, Role.Admin) && row.supervisorId !== user.id) {
    throw new AppError('not found');
  }
  return row;
}
