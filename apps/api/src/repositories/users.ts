import type { User } from '@extranet/shared/schemas/user';
import { and, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jsonBool, jsonInt, jsonValue } from '../db/json-text.ts';
import {
  councils,
  organizations,
  users,
  type NewUserRow,
  type UserRow,
} from '../db/schema/users.ts';
import { AppError } from '../plugins/app-error.ts';

/**
 * The users repository: the User reply and the reads and writes of a user row that several
 * features share (own account, sign-in, user administration, entity history).
 */

/**
 * Columns of the User reply: the user with its council and organization joined. The joined
 * columns go under names of their own (users, councils and organizations all have an `id`,
 * and two a `name`), so that a page of them also reads as a subquery (userReplyJson).
 */
const userReplyColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  address: users.address,
  city: users.city,
  province: users.province,
  postalCode: users.postalCode,
  councilId: sql<number | null>`${councils.id}`.as('council_ref'),
  councilValue: sql<string | null>`${councils.value}`.as('council_value'),
  role: users.role,
  organizationId: sql<number | null>`${organizations.id}`.as('organization_ref'),
  organizationName: sql<string | null>`${organizations.name}`.as('organization_name'),
  disabled: users.disabled,
  lastLogin: users.lastLogin,
  rgpdAgreed: users.rgpdAgreed,
  linkedActivityId: users.linkedActivityId,
  mustChangePassword: users.mustChangePassword,
};

/** Users with their council and organization joined: the query of every User reply. */
export const selectUserReplies = (db: Db) =>
  db
    .select(userReplyColumns)
    .from(users)
    .leftJoin(councils, eq(councils.id, users.councilId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));

type UserReplyRow = Awaited<ReturnType<typeof selectUserReplies>>[number];

type UserReplyPage = ReturnType<ReturnType<typeof selectUserReplies>['as']>;

/** `{"id":…,"<key>":…}` JSON text when `value` is there, else `null` (as toUserReply does). */
const pairJson = (id: SQLWrapper, key: string, value: SQLWrapper) =>
  sql`case when ${id} is null or ${value} is null then 'null'
    else '{"id":' || ${id}::text || ${sql.raw(`',"${key}":'`)} || to_json(${value})::text || '}' end`;

/**
 * `JSON.stringify(toUserReply(row))` written by the database, key for key and byte for byte the
 * same text (user-json.test.ts): the admin users list sends its pages as this text, one value
 * from the store instead of some twenty fields a user, neither mapped nor serialised again
 * here. `lastLogin` as Date#toISOString writes it (UTC, milliseconds, both truncate).
 */
export const userReplyJson = (row: UserReplyPage) => sql<string>`'{"id":' || ${jsonInt(row.id)}
  || ',"username":' || ${jsonValue(row.username)}
  || ',"name":' || ${jsonValue(row.name)}
  || ',"surname":' || ${jsonValue(row.surname)}
  || ',"email":' || ${jsonValue(row.email)}
  || ',"phone":' || ${jsonValue(row.phone)}
  || ',"address":' || ${jsonValue(row.address)}
  || ',"city":' || ${jsonValue(row.city)}
  || ',"province":' || ${jsonValue(row.province)}
  || ',"postalCode":' || ${jsonValue(row.postalCode)}
  || ',"role":' || ${jsonInt(row.role)}
  || ',"disabled":' || ${jsonBool(row.disabled)}
  || ',"lastLogin":' || ${jsonValue(sql`to_char(${row.lastLogin} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
  || ',"linkedActivityId":' || ${jsonInt(row.linkedActivityId)}
  || ',"mustChangePassword":' || ${jsonBool(row.mustChangePassword)}
  || ',"council":' || ${pairJson(row.councilId, 'value', row.councilValue)}
  || ',"organization":' || ${pairJson(row.organizationId, 'name', row.organizationName)}
  || ',"hasRGPDAgreed":' || ${jsonBool(row.rgpdAgreed)}
  || '}'`;

/**
 * The User reply (docs/product/accounts.md#personal-data) of one user, in one query with its joins;
 * never the password.
 */
export async function findUserReply(db: Db, id: number): Promise<User | undefined> {
  const [row] = await selectUserReplies(db).where(eq(users.id, id));
  return row ? toUserReply(row) : undefined;
}

/** The User reply of `id`; "not found" when it has gone. */
export async function loadUser(db: Db, id: number): Promise<User> {
  const user = await findUserReply(db, id);
  if (!user) throw new AppError('not found');
  return user;
}

/** A row of `userReplyColumns` as the User reply. */
export function toUserReply(row: UserReplyRow): User {
  const { councilId, councilValue, organizationId, organizationName, rgpdAgreed, ...rest } = row;
  return {
    ...rest,
    council:
      councilId !== null && councilValue !== null ? { id: councilId, value: councilValue } : null,
    organization:
      organizationId !== null && organizationName !== null
        ? { id: organizationId, name: organizationName }
        : null,
    hasRGPDAgreed: rgpdAgreed,
    lastLogin: rest.lastLogin?.toISOString() ?? null,
  };
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
