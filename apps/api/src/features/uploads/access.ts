import { hasRole, Role } from '@extranet/shared/roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { findOwnerFiles, type FileOwner, type OwnerFiles } from './queries.ts';

/**
 * The files of a campaign or activity the caller may change
 * (docs/product/README.md#roles-and-permissions, docs/product/README.md#routes): role 2+ any of its
 * organization, a supervisor those of the campaigns it supervises. A participant is refused (403);
 * another supervisor's campaign, like a missing one, is "not found" (docs/api-conventions.md).
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
  if (!row || !managesFiles(user, row)) throw new AppError('not found');
  return row;
}

/** Role 2+ of the owner's organization, or the supervisor of its campaign. */
const managesFiles = (user: SessionUser, row: OwnerFiles) =>
  row.organizationId === user.organizationId &&
  (hasRole(user.role, Role.Admin) || row.supervisorId === user.id);

/**
 * Whether the caller may download the documents of a campaign or activity: those who manage
 * it, and anyone of its organization while participants see it
 * (docs/api-conventions.md#campaign-and-activity-lists,
 * docs/product/campaigns-and-activities.md#campaigns).
 */
export const mayDownloadDocuments = (user: SessionUser, row: OwnerFiles) =>
  managesFiles(user, row) || (row.organizationId === user.organizationId && row.open);
