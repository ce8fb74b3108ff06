import { norm } from '@extranet/shared/forms/field-roles';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedSql, refreshTokens, users } from '../../db/schema/users.ts';
import { selectUserReplies } from '../users/queries.ts';

/** What the users list filters on (spec §3 "Filters: Users"), already checked. */
export interface UserListFilter {
  organizationId: number;
  /** -1: every role. */
  role: number;
  text: string;
}

export interface UserListOrder {
  sort: 'name' | 'username' | 'id';
  dir: 'asc' | 'desc';
}

/** LIKE pattern of a typed word: its own % and _ are literal. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word of `text` is found somewhere in the user's name, surname, login or e-mail: in the
 * stored column `search_text`, those four already folded (accents and case aside), so a search
 * reads each row's text as it is instead of folding it again.
 */
function textCondition(text: string): SQL | undefined {
  const words = norm(text).split(' ').filter(Boolean).slice(0, 6);
  return and(...words.map((word) => sql`${users.searchText} like ${containsPattern(word)}`));
}

const whereOf = (filter: UserListFilter) =>
  and(
    eq(users.organizationId, filter.organizationId),
    filter.role >= 0 ? eq(users.role, filter.role) : undefined,
    filter.text ? textCondition(filter.text) : undefined,
  );

/**
 * The sort of the list; `name` follows the index `users_org_surname_name_idx` (organization,
 * folded surname, folded name, id), so a page is read in order without sorting the whole list.
 */
function orderOf({ sort, dir }: UserListOrder): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  if (sort === 'id') return [by(users.id)];
  if (sort === 'username') return [by(users.username)];
  return [by(foldedSql(users.surname)), by(foldedSql(users.name)), by(users.id)];
}

/** One page of the organization's users, as User replies (never a password). */
export const selectUserPage = (
  db: Db,
  filter: UserListFilter,
  order: UserListOrder,
  page: { limit: number; offset: number },
) =>
  selectUserReplies(db)
    .where(whereOf(filter))
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset);

export const countUsers = (db: Db, filter: UserListFilter) =>
  db
    .select({ n: count() })
    .from(users)
    .where(whereOf(filter))
    .then((rows) => rows[0]?.n ?? 0);

/** Revokes every remember-me token of a user still good, so a disabled user's devices stop. */
export const revokeAllRefreshTokens = (db: Db, userId: number) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

/** Sets the disabled flag. */
export const setUserDisabled = (db: Db, userId: number, disabled: boolean) =>
  db
    .update(users)
    .set({ disabled, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

/** The user's row, locked for the rest of the transaction (edits and disabling). */
export const findUserForUpdate = (db: Db, id: number) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .then((rows) => rows[0]);
