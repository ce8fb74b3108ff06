import type { Session } from '@extranet/shared/schemas/auth';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashPassword, verifyPassword } from '../../plugins/passwords.ts';
import { admitLogin } from '../../plugins/login-throttle.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  type SessionTokens,
} from '../../plugins/session-tokens.ts';
// The User reply belongs to the users feature; a session carries it.
import { findUserReply } from '../users/queries.ts';
import {
  consumeRefreshToken,
  findLoginUser,
  insertRefreshToken,
  promotePendingPassword,
  recordLogin,
  revokeRefreshToken,
} from './queries.ts';

/** What authentication needs from the app; the routes pass the app itself. */
export interface AuthDeps {
  db: Db;
  tokens: SessionTokens;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'argon2' | 'rateLimit'>;
}

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
  ip: string;
}

// Checked against when the username is unknown, so that the answer takes as long either way.
let unknownUserHash: Promise<string> | undefined;

/**
 * `POST authenticate` (design.md §3). The recovered password (`pending_password_hash`) is
 * accepted too; using it makes it the password and forces a change at /firstrun. The password
 * is checked before the disabled flag, so only the owner learns that the account is disabled.
 * Failed logins are limited per account and address, per address and per account
 * (plugins/login-throttle.ts); the right password is never counted as a failure.
 */
export async function authenticate(deps: AuthDeps, input: Credentials): Promise<Session> {
  const attempt = await admitLogin(deps.rateLimiter, deps.config.rateLimit, input);
  const user = await findLoginUser(deps.db, { username: input.username });
  if (!user) {
    unknownUserHash ??= hashPassword('not a password', deps.config.argon2);
    await verifyPassword(await unknownUserHash, input.password);
    throw new AppError('bad credentials');
  }
  const pending = user.pendingPasswordHash;
  const usesCurrent = await verifyPassword(user.passwordHash, input.password);
  const usesPending = !usesCurrent && !!pending && (await verifyPassword(pending, input.password));
  if (!usesCurrent && !usesPending) throw new AppError('bad credentials');
  attempt.passwordAccepted();
  if (user.disabled) throw new AppError('user disabled');
  if (usesPending && pending) await promotePendingPassword(deps.db, user.id, pending);
  return openSession(deps, user, input.rememberMe);
}

/**
 * `GET rememberme` with the refresh token as bearer: a new session and a new refresh token; the
 * old one is revoked (rotation), so a stolen copy works at most once.
 */
export async function rememberMe(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<Session> {
  if (!refreshToken) throw new AppError('session expired');
  return deps.db.transaction(async (tx) => {
    const consumed = await consumeRefreshToken(tx, hashRefreshToken(refreshToken));
    if (!consumed) throw new AppError('session expired');
    const user = await findLoginUser(tx, { id: consumed.userId });
    if (!user) throw new AppError('session expired');
    if (user.disabled) throw new AppError('user disabled');
    // Spelled out: the app's decorations do not survive an object spread.
    const inTx: AuthDeps = {
      db: tx,
      tokens: deps.tokens,
      rateLimiter: deps.rateLimiter,
      config: deps.config,
    };
    return openSession(inTx, user, true);
  });
}

/** `GET forgetme`: revokes the bearer refresh token; an unknown one is already forgotten. */
export async function forgetMe(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) throw new AppError('unauthorized');
  await revokeRefreshToken(deps.db, hashRefreshToken(refreshToken));
}

/**
 * Records the login and issues the tokens. `user.lastLogin` in the reply is the PREVIOUS login
 * (null on the first one), which is what a "last access" line shows; the new one is stored.
 * A linked activity kept from registration is handed over in this reply and then forgotten
 * (design.md "Stored shapes": it only has to survive to the first login; the browser keeps it
 * until the request form has been shown), so later logins do not open that form again.
 */
async function openSession(
  deps: AuthDeps,
  user: { id: number; lastLogin: Date | null },
  remember: boolean,
): Promise<Session> {
  const refresh = remember ? newRefreshToken() : null;
  const reply = await deps.db.transaction(async (tx) => {
    const current = await findUserReply(tx, user.id);
    await recordLogin(tx, user.id);
    if (refresh) await insertRefreshToken(tx, user.id, refresh.hash);
    return current;
  });
  if (!reply) throw new AppError('session expired');
  return {
    user: { ...reply, lastLogin: user.lastLogin?.toISOString() ?? null },
    token: await deps.tokens.sign(user.id),
    refreshToken: refresh?.token ?? null,
  };
}
