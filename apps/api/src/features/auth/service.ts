import type { Session } from '@extranet/shared/schemas/auth';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashPassword, verifyPassword } from '../../plugins/passwords.ts';
import { admitLogin } from '../../plugins/login-throttle.ts';
import type { SessionUserCache } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  type SessionTokens,
} from '../../plugins/session-tokens.ts';
// The User reply belongs to the users feature; a session carries it.
import { findUserReply } from '../../repositories/users.ts';
import { endUserSession, openUserSession } from '../../plugins/user-sessions.ts';
import {
  consumeRefreshToken,
  findLoginUser,
  insertRefreshToken,
  promotePendingPassword,
  recordLogin,
  revokeRefreshToken,
  sessionOfRefreshToken,
} from './queries.ts';

/** What authentication needs from the app; the routes pass the app itself. */
export interface AuthDeps {
  db: Db;
  tokens: SessionTokens;
  rateLimiter: RateLimiter;
  sessionUsers: SessionUserCache;
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
 * `POST authenticate` (docs/access-and-sessions.md#sessions). The recovered password
 * (`pending_password_hash`) is accepted too; using it makes it the password and forces a change at
 * /firstrun. The password is checked before the disabled flag, so only the owner learns that the
 * account is disabled. Failed logins are limited per account and address, per address and per
 * account (plugins/login-throttle.ts); the right password is never counted as a failure.
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
  if (usesPending && pending) {
    await promotePendingPassword(deps.db, user.id, pending);
    // Every open session of the user must now change the password too: its cache reads it anew.
    deps.sessionUsers.forget(user.id);
  }
  return openSession(deps, user, input.rememberMe);
}

/**
 * `GET rememberme` with the refresh token as bearer: a new access token and a new refresh token
 * of the same session (docs/access-and-sessions.md); the old one is revoked (rotation), so a
 * stolen copy works at most once. A token of an ended session is refused.
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
      sessionUsers: deps.sessionUsers,
      config: deps.config,
    };
    return openSession(inTx, user, true, consumed.sessionId);
  });
}

/** What a logout carries: the session's access token and, when remembered, its refresh token. */
export interface LogoutTokens {
  /** The bearer: the access token, or (older clients, the mobile wrapper) a refresh token. */
  bearer: string | undefined;
  /** The remember-me token sent beside the access token. */
  refreshToken: string | undefined;
}

/**
 * `GET forgetme` (logout, docs/access-and-sessions.md): ends the session of each token it
 * carries, so that both the access and the refresh token answer 401 from then on. An unknown
 * or expired token is already forgotten.
 */
export async function forgetMe(deps: AuthDeps, tokens: LogoutTokens): Promise<void> {
  if (!tokens.bearer && !tokens.refreshToken) throw new AppError('unauthorized');
  const access = tokens.bearer ? await deps.tokens.verify(tokens.bearer) : null;
  const refreshTokens = [tokens.refreshToken, access ? undefined : tokens.bearer].filter(
    (token): token is string => !!token,
  );
  const ended = await deps.db.transaction(async (tx) => {
    const sessions = access ? [access.sessionId] : [];
    for (const token of refreshTokens) {
      const hash = hashRefreshToken(token);
      const known = await sessionOfRefreshToken(tx, hash);
      if (known?.sessionId) sessions.push(known.sessionId);
      await revokeRefreshToken(tx, hash);
    }
    for (const sessionId of sessions) await endUserSession(tx, sessionId);
    return sessions;
  });
  ended.forEach((sessionId) => deps.sessionUsers.forgetSession(sessionId));
}

/**
 * Records the login and issues the tokens. `user.lastLogin` in the reply is the PREVIOUS login
 * (null on the first one), which is what a "last access" line shows; the new one is stored.
 * A linked activity kept from registration is handed over in this reply and then forgotten
 * (docs/product/requests.md#request-form: it only has to survive to the first login; the browser
 * keeps it until the request form has been shown), so later logins do not open that form again.
 */
async function openSession(
  deps: AuthDeps,
  user: { id: number; lastLogin: Date | null },
  remember: boolean,
  renewedSession: string | null = null,
): Promise<Session> {
  const refresh = remember ? newRefreshToken() : null;
  const { reply, sessionId } = await deps.db.transaction(async (tx) => {
    const current = await findUserReply(tx, user.id);
    await recordLogin(tx, user.id);
    // A renewal keeps its login's session; a login, or a token from before sessions, opens one.
    const session = renewedSession ?? (await openUserSession(tx, user.id));
    if (refresh) await insertRefreshToken(tx, user.id, session, refresh.hash);
    return { reply: current, sessionId: session };
  });
  if (!reply) throw new AppError('session expired');
  return {
    user: { ...reply, lastLogin: user.lastLogin?.toISOString() ?? null },
    token: await deps.tokens.sign(user.id, sessionId),
    refreshToken: refresh?.token ?? null,
  };
}
