import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import type { Organization } from '@extranet/shared/schemas/reference';
import type { ChangeOwnDataRequest, RegisterRequest, User } from '@extranet/shared/schemas/user';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { NewUserRow } from '../../db/schema/users.ts';
import { DEFAULT_ORGANIZATION } from '../../db/seed/reference.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUserCache } from '../../plugins/auth.ts';
import { hashPassword } from '../../plugins/passwords.ts';
import { endOtherUserSessions } from '../../plugins/user-sessions.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
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
import { listOrganizations, organizationExists } from './queries.ts';

/** What the user services need from the app; the routes pass the app itself. */
export interface UserDeps {
  db: Db;
  config: Pick<AppConfig, 'argon2' | 'rateLimit' | 'publicUrl'>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessionUsers: SessionUserCache;
}

async function assertCouncil(db: Db, councilId: number): Promise<void> {
  if (!(await councilExists(db, councilId))) {
    throw new AppError('validation', { councilId: messages.councilRequired });
  }
}

/**
 * The columns of the personal data that registration and own profile share (PersonalData in
 * the shared schema), named one by one so no other field of the request reaches the row.
 */
const personalDataValues = (
  input: z.output<typeof RegisterRequest> | z.output<typeof ChangeOwnDataRequest>,
) => ({
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
 * Self-registration (docs/product/accounts.md#registration): a participant of the default
 * organization who has accepted the privacy policy. The login and the e-mail (case-insensitive)
 * must be free; the unique indexes catch a concurrent twin and answer the same 409.
 */
export async function registerUser(
  deps: UserDeps,
  input: z.output<typeof RegisterRequest>,
): Promise<User> {
  const { db } = deps;
  await assertCouncil(db, input.councilId);
  if (await findUserByUsername(db, input.username)) throw new AppError('username already exists');
  if (await findUserByEmail(db, input.email)) throw new AppError('mail already exists');
  const created = await insertUser(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password, deps.config.argon2),
    ...personalDataValues(input),
    role: Role.Participant,
    organizationId: DEFAULT_ORGANIZATION.id,
    rgpdAgreed: true,
    linkedActivityId: input.linkedActivityId ?? null,
  }).catch(rethrowAsConflict);
  if (!created) throw new AppError('internal');
  return loadUser(db, created.id);
}

/**
 * Own profile (docs/product/accounts.md#profile, docs/product/accounts.md#calls
 * user/change-user-data/). Only one's own id: another one is "not found" (docs/api-conventions.md).
 * The login and the role never change here; only a superuser may move itself to another
 * organization; a given password replaces the current one.
 */
export async function changeOwnData(
  deps: UserDeps,
  caller: SessionUser,
  input: z.output<typeof ChangeOwnDataRequest>,
  sessionId: string,
): Promise<User> {
  const { db } = deps;
  if (input.id !== caller.id) throw new AppError('not found');
  const current = await findUserById(db, caller.id);
  if (!current) throw new AppError('not found');
  await assertCouncil(db, input.councilId);
  if (await findUserByEmail(db, input.email, caller.id)) throw new AppError('mail already exists');

  let organizationId = current.organizationId;
  if (
    caller.role === Role.Superuser &&
    input.organization &&
    input.organization !== organizationId
  ) {
    if (!(await organizationExists(db, input.organization))) {
      throw new AppError('validation', { organization: messages.validation });
    }
    organizationId = input.organization;
  }
  const values: Partial<NewUserRow> = {
    ...personalDataValues(input),
    organizationId,
  };
  // The agreement checkbox only shows while not accepted (docs/product/accounts.md#profile): it can
  // be given, not taken back.
  if (input.rgpdAgreed === true) values.rgpdAgreed = true;
  if (input.password) Object.assign(values, await newPasswordValues(deps, input.password));
  await db
    .transaction(async (tx) => {
      await updateUser(tx, caller.id, values);
      if (input.password) await endOtherUserSessions(tx, caller.id, sessionId);
    })
    .catch(rethrowAsConflict);
  // The session cache holds the organization and what the profile lacks (the server refuses
  // most calls until it is complete: docs/access-and-sessions.md): the next call reads them.
  deps.sessionUsers.forget(caller.id);
  return loadUser(db, caller.id);
}

/** A chosen password replaces the current one and any recovered one still waiting. */
const newPasswordValues = async (deps: UserDeps, password: string) => ({
  passwordHash: await hashPassword(password, deps.config.argon2),
  pendingPasswordHash: null,
  mustChangePassword: false,
});

/**
 * /firstrun (docs/access-and-sessions.md#sessions): the user sets its own password, which ends the forced change and every
 * other session of the user, this one kept (docs/access-and-sessions.md).
 */
export async function changePassword(
  deps: UserDeps,
  caller: SessionUser,
  password: string,
  sessionId: string,
): Promise<User> {
  const values = await newPasswordValues(deps, password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, caller.id, values);
    await endOtherUserSessions(tx, caller.id, sessionId);
  });
  deps.sessionUsers.forget(caller.id);
  return loadUser(deps.db, caller.id);
}

/** `organization/list/`: a superuser sees every organization, anyone else only its own. */
export function organizationsFor(db: Db, caller: SessionUser): Promise<Organization[]> {
  return listOrganizations(db, caller.role === Role.Superuser ? undefined : caller.organizationId);
}
