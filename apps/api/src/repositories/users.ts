import type { User } from '@extranet/shared/schemas/user';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  councils,
  organizations,
  users,
  type NewUserRow,
  type UserRow,
} from '../db/schema/users.ts';
import { AppError } from '../plugins/app-error.ts';
import { userReply } from './user-reply.ts';

/**
 * The users repository: the User reply and the reads and writes of a user row that several
 * features share (own account, sign-in, user administration, entity history).
 */

/** Users with their council and organization joined: the query of every User reply. */
export const selectUserReplies = (db: Db) =>
  db
    .select(userReply.columns)
    .from(users)
    .leftJoin(councils, eq(councils.id, users.councilId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));

/**
 * The User reply (docs/product/accounts.md#personal-data) of one user, in one query with its joins;
 * never the password.
 */
export async function findUserReply(db: Db, id: number): Promise<User | undefined> {
  const [row] = await selectUserReplies(db).where(eq(users.id, id));
  return row ? userReply.present(row) : undefined;
}

/** The User reply of `id`; "not found" when it has gone. */
export async function loadUser(db: Db, id: number): Promise<User> {
  const user = await findUserReply(db, id);
  if (!user) throw new AppError('not found');
  return user;
}

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

export const findUserByUsername = (db: Db, username: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .then((rows) => rows[0]);

/** E-mails compare case-insensitively, as the unique index `users_email_key` does. */
export const findUserByEmail = (db: Db, email: string, exceptId?: number) =>
  db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .then((rows) => rows[0]);

export const insertUser = (db: Db, values: NewUserRow) =>
  db
    .insert(users)
    .values(values)
    .returning({ id: users.id })
    .then((rows) => rows[0]);

export const updateUser = (db: Db, id: number, values: Partial<NewUserRow>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const councilExists = (db: Db, id: number) =>
  db
    .select({ id: councils.id })
    .from(councils)
    .where(eq(councils.id, id))
    .then((rows) => rows.length > 0);
