import type { User } from '@extranet/shared/schemas/user';
import type { UserListQuery } from '@extranet/shared/schemas/user-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { jsonPage } from '../../db/json-text.ts';
import { findUserById, loadUser } from '../../repositories/users.ts';
import { selectUserPage } from './queries.ts';
import { canSeeUser } from '../../policies/user-visibility.ts';
import { roleFilterRefusal } from './rules.ts';

/**
 * `GET user/list/for-user-organization/` (tab USUARIOS:
 * docs/product/administration-and-analytics.md#users,
 * docs/product/README.md#roles-and-permissions): the users of the caller's organization, filtered
 * by role and text, paged in SQL; the total on page 0 only
 * (docs/api-conventions.md#campaign-and-activity-lists). Only a superuser filters by role 3; with
 * role -1 everyone is listed, superusers too (docs/product/README.md#roles-and-permissions speaks
 * of superusers in the admin list). Answers the page as UserPage's JSON text, its items written by
 * the database.
 */
export async function listOrganizationUsersJson(
  db: Db,
  caller: SessionUser,
  query: z.output<typeof UserListQuery>,
): Promise<string> {
  const refusal = roleFilterRefusal(caller, query.role);
  if (refusal) throw new AppError(refusal);
  const filter = { organizationId: caller.organizationId, role: query.role, text: query.text };
  const dir = query._dir ?? (query._sort === 'id' ? 'desc' : 'asc');
  const { items, total } = await selectUserPage(
    db,
    filter,
    { sort: query._sort, dir },
    { limit: query._pagesize, offset: query._page * query._pagesize, withTotal: query._page === 0 },
  );
  return jsonPage(items, total);
}

/**
 * `GET user/get/by-id/?id`: the user editor's reload (docs/product/README.md#routes). Role 1+ sees
 * the users of its organization; anyone else's id is "not found" (docs/api-conventions.md).
 */
export async function getUserForAdmin(db: Db, caller: SessionUser, id: number): Promise<User> {
  const target = await findUserById(db, id);
  if (!canSeeUser(caller, target)) throw new AppError('not found');
  return loadUser(db, id);
}
