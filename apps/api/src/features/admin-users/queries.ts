import { norm } from '@extranet/shared/forms/field-roles';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonArrayOf } from '../../db/json-text.ts';
import { containsPattern } from '../../db/like.ts';
import {
  executeJsonPage,
  pageTotalColumn,
  type JsonPageText,
  type PageWindow,
} from '../../db/page-total.ts';
import { preparedPerStore } from '../../db/prepared.ts';
import { foldedSql, organizationUserCounts, refreshTokens, users } from '../../db/schema/users.ts';
import { userReply } from '../../repositories/user-reply.ts';
import { selectUserReplies } from '../../repositories/users.ts';

/**
 * What the users list filters on (docs/product/administration-and-analytics.md#users), already
 * checked.
 */
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

/** The words of a typed text, as the stored `search_text` holds them (folded), six at most. */
const wordsOf = (text: string) => norm(text).split(' ').filter(Boolean).slice(0, 6);

/** What changes the SQL text of a users page or count; the values travel as placeholders. */
interface UserListShape {
  role: boolean;
  words: number;
}

/**
 * The organization's users, of one role when `role`, and each typed word found somewhere in
 * the user's name, surname, login or e-mail: in the stored column `search_text`, those four
 * already folded (accents and case aside), so a search folds no text; its trigram index finds
 * the users holding a word of three letters or more without reading every user's text.
 */
const whereOf = ({ role, words }: UserListShape) =>
  and(
    eq(users.organizationId, sql.placeholder('organizationId')),
    role ? eq(users.role, sql.placeholder('role')) : undefined,
    ...Array.from(
      { length: words },
      (_, i) => sql`${users.searchText} like ${sql.placeholder(`word${i}`)}`,
    ),
  );

/** The placeholders' values of `filter`. */
function valuesOf(filter: UserListFilter) {
  const values: Record<string, string | number> = {
    organizationId: filter.organizationId,
    role: filter.role,
  };
  wordsOf(filter.text).forEach((word, i) => {
    values[`word${i}`] = containsPattern(word);
  });
  return values;
}

/**
 * Page 0's total: without a text, the organization's users (of the role) as counted in
 * `organization_user_counts` (schema/users.ts), else the matching users counted (page-total.ts).
 */
function totalColumn(withTotal: boolean, shape: UserListShape) {
  if (!withTotal || shape.words > 0) return pageTotalColumn(withTotal, users, whereOf(shape));
  const counts = organizationUserCounts;
  const where = and(
    eq(counts.organizationId, sql.placeholder('organizationId')),
    shape.role ? eq(counts.role, sql.placeholder('role')) : undefined,
  );
  return sql`(select coalesce(sum(${counts.users}), 0) from ${counts} where ${where})`.mapWith(
    Number,
  );
}

const shapeOf = (filter: UserListFilter): UserListShape => ({
  role: filter.role >= 0,
  words: filter.text ? wordsOf(filter.text).length : 0,
});

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

/**
 * A page of users as the JSON text of their User replies (`items`, `[…]`), with the column
 * `total`: on page 0 the number of matching users (totalColumn).
 */
function preparePage(
  db: Db,
  shape: UserListShape,
  order: UserListOrder,
  withTotal: boolean,
  name: string,
) {
  const rows = selectUserReplies(db)
    .where(whereOf(shape))
    .orderBy(...orderOf(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_rows');
  return db
    .select({
      items: jsonArrayOf(userReply.json(rows)),
      total: totalColumn(withTotal, shape),
    })
    .from(rows)
    .prepare(name);
}

const preparedPage = preparedPerStore<ReturnType<typeof preparePage>>();

/**
 * The name of a page's statement on a PostgreSQL server. A named statement is planned for its
 * values' type after a few runs (a generic plan), and for `search_text like $n` that plan
 * cannot know how many users a word finds: it guessed 100 and sorted all 954 users holding
 * 'garcía' (11 ms) where a plan for the word reads them in order from the sort index (2 ms).
 * A search is therefore sent as the unnamed statement (''), which PostgreSQL plans for the
 * values it is given every time; Drizzle keeps the query built all the same.
 */
const statementName = (shape: UserListShape, key: string) =>
  shape.words > 0 ? '' : `user_page_${key}`;

/**
 * One page of the organization's users (never a password): its items as the JSON text of
 * their User replies (`[…]`) and, with `withTotal` (page 0), the number of users the filter
 * finds, in the same statement.
 */
export function selectUserPage(
  db: Db,
  filter: UserListFilter,
  order: UserListOrder,
  page: PageWindow,
): Promise<JsonPageText> {
  const shape = shapeOf(filter);
  const key = `${order.sort}_${order.dir}_${+shape.role}_${shape.words}_${+page.withTotal}`;
  const query = preparedPage(db, key, () =>
    preparePage(db, shape, order, page.withTotal, statementName(shape, key)),
  );
  return executeJsonPage(query, valuesOf(filter), page);
}

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
