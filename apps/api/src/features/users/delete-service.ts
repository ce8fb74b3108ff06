import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { rethrowAsConflict } from '../../db/constraint-conflicts.ts';
import { findUserById } from '../../repositories/users.ts';
import { countCampaignsSupervisedBy, countOrdersOfUser, deleteUserRow } from './queries.ts';
import { deletionRefusal } from './rules.ts';
import type { UserDeps } from './service.ts';

/**
 * `user/delete/:id` (docs/product/README.md#roles-and-permissions,
 * docs/product/README.md#error-catalogue): permissions as `deletionRefusal` says; a user with
 * orders or supervised campaigns is kept (409 with the documented key). Remember-me tokens go with
 * the user (cascade) and its cached session is forgotten, so its JWT stops working at once.
 */
export async function deleteUser(
  deps: UserDeps,
  caller: SessionUser,
  id: number,
): Promise<{ deleted: number }> {
  const target = await findUserById(deps.db, id);
  const refusal = deletionRefusal(caller, target);
  if (refusal) throw new AppError(refusal);
  const deleted = await deps.db
    .transaction(async (tx) => {
      if ((await countOrdersOfUser(tx, id)) > 0) throw new AppError('user have orders');
      if ((await countCampaignsSupervisedBy(tx, id)) > 0) throw new AppError('user have campaigns');
      return deleteUserRow(tx, id);
    })
    // An order or campaign added meanwhile trips the foreign key: same 409, never a 500.
    .catch(rethrowAsConflict);
  deps.sessionUsers.forget(id);
  return { deleted };
}
