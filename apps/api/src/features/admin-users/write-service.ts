import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import type {
  AdminChangeUserDataRequest,
  AdminNewUserRequest,
} from '@extranet/shared/schemas/user-admin';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { NewUserRow } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUserCache } from '../../plugins/auth.ts';
import { hashPassword } from '../../plugins/passwords.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { rethrowAsConflict } from '../../db/constraint-conflicts.ts';
import {
  councilExists,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  loadUser,
  updateUser,
} from '../../repositories/users.ts';
import { endOtherUserSessions } from '../../plugins/user-sessions.ts';
import { findUserForUpdate, revokeAllRefreshTokens, setUserDisabled } from './queries.ts';
import { creationRefusal, disableRefusal, editRefusal } from './rules.ts';

/** What the admin user services need from the app; the routes pass the app itself. */
interface AdminUserDeps {
  db: Db;
  config: Pick<Config, 'argon2'>;
  sessionUsers: SessionUserCache;
}

async function assertCouncil(db: Db, councilId: number): Promise<void> {
  if (!(await councilExists(db, councilId))) {
    throw new AppError('validation', { councilId: messages.councilRequired });
  }
}

type PersonalInput =
  z.output<typeof AdminNewUserRequest> | z.output<typeof AdminChangeUserDataRequest>;

/** The personal-data columns, named one by one so no other field of a request reaches the row. */
const personalValues = (input: PersonalInput) => ({
  name: input.name,
  surname: input.surname,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  province: input.province,
  postalCode: input.postalCode,
  councilId: input.councilId,
});

/**
 * `POST user/new/` (docs/product/administration-and-analytics.md#user-editor,
 * docs/product/README.md#roles-and-permissions): role 2+ creates a user of its own organization,
 * with a role no higher than its own (only a superuser creates a superuser,
 * docs/product/README.md#roles-and-permissions). The administrator chose the password, so the new
 * user must pick its own at its first login (/firstrun); it accepts the privacy agreement itself.
 */
export async function createUserByAdmin(
  deps: AdminUserDeps,
  caller: SessionUser,
  input: z.output<typeof AdminNewUserRequest>,
): Promise<User> {
  const refusal = creationRefusal(caller, input.role);
  if (refusal) throw new AppError(refusal);
  await assertCouncil(deps.db, input.councilId);
  if (await findUserByUsername(deps.db, input.username)) {
    throw new AppError('username already exists');
  }
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('mail already exists');
  const created = await insertUser(deps.db, {
    username: input.username,
    passwordHash: await hashPassword(input.password, deps.config.argon2),
    ...personalValues(input),
    role: input.role,
    organizationId: caller.organizationId,
    rgpdAgreed: false,
    mustChangePassword: true,
  }).catch(rethrowAsConflict);
  if (!created) throw new AppError('internal');
  return loadUser(deps.db, created.id);
}

/**
 * `POST user/:id/change-user-data/` (docs/product/administration-and-analytics.md#user-editor,
 * docs/product/README.md#roles-and-permissions): permissions as `editRefusal` says, checked again
 * under the row lock. A password set for someone else must be changed at its next login, and ends
 * every session of that user with its remember-me tokens; one's own password ends one's other
 * sessions (docs/access-and-sessions.md). A role change takes effect at once (the session cache is
 * cleared, docs/access-and-sessions.md#sessions).
 */
export async function changeUserDataByAdmin(
  deps: AdminUserDeps,
  caller: SessionUser,
  id: number,
  input: z.output<typeof AdminChangeUserDataRequest>,
  callerSessionId: string,
): Promise<User> {
  if (input.id !== id) throw new AppError('validation', { id: messages.userIdMismatch });
  // Checked before hashing, so a refused call costs no argon2 time.
  const refusal = editRefusal(caller, await findUserById(deps.db, id), input.role);
  if (refusal) throw new AppError(refusal);
  const passwordHash = input.password
    ? await hashPassword(input.password, deps.config.argon2)
    : undefined;
  await deps.db
    .transaction(async (tx) => {
      const target = await findUserForUpdate(tx, id);
      const lockedRefusal = editRefusal(caller, target, input.role);
      if (lockedRefusal || !target) throw new AppError(lockedRefusal ?? 'not found');
      await assertCouncil(tx, input.councilId);
      const username = input.username ?? target.username;
      if (username !== target.username && (await findUserByUsername(tx, username))) {
        throw new AppError('username already exists');
      }
      if (await findUserByEmail(tx, input.email, id)) throw new AppError('mail already exists');
      const values: Partial<NewUserRow> = { ...personalValues(input), username };
      if (input.role !== undefined) values.role = input.role;
      const forSomeoneElse = id !== caller.id;
      if (passwordHash) {
        Object.assign(values, {
          passwordHash,
          pendingPasswordHash: null,
          mustChangePassword: forSomeoneElse,
        });
        await endOtherUserSessions(tx, id, forSomeoneElse ? null : callerSessionId);
      }
      await updateUser(tx, id, values);
    })
    .catch(rethrowAsConflict);
  deps.sessionUsers.forget(id);
  return loadUser(deps.db, id);
}

/**
 * `GET user/:id/set-disabled/:bool/` (docs/product/accounts.md#login,
 * docs/product/README.md#roles-and-permissions): role 2+, never oneself nor a higher role.
 * Disabling takes effect at once (docs/access-and-sessions.md#sessions): the session cache forgets
 * the user, so its running session answers 401 from the next call, and its remember-me tokens are
 * revoked, so no device logs it back in even once it is enabled again.
 */
export async function setDisabledByAdmin(
  deps: AdminUserDeps,
  caller: SessionUser,
  id: number,
  disabled: boolean,
): Promise<User> {
  await deps.db.transaction(async (tx) => {
    const refusal = disableRefusal(caller, await findUserForUpdate(tx, id));
    if (refusal) throw new AppError(refusal);
    await setUserDisabled(tx, id, disabled);
    if (disabled) await revokeAllRefreshTokens(tx, id);
  });
  deps.sessionUsers.forget(id);
  return loadUser(deps.db, id);
}
