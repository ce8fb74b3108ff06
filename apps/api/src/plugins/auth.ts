import { hasRole, type Role } from '@extranet/shared/roles';
import { profileIssueMessages, profileIssueOf, type ProfileIssue } from '@extranet/shared/profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { users, userSessions } from '../db/schema/users.ts';
import { AppError } from './app-error.ts';
import { bearerOf, sessionTokens, type SessionTokens, type TokenClaims } from './session-tokens.ts';
import type { SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: SessionTokens;
    sessionUsers: SessionUserCache;
    /**
     * onRequest: a valid token of an open session of an enabled user, else 401; a user who must
     * first change its password, accept the agreement or complete its data gets 403 'profile
     * incomplete' unless the route's config says `allowIncompleteProfile`.
     */
    requireLogin: preHandlerAsyncHookHandler;
    /** onRequest: `requireLogin`, then at least this role, else 403. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: SessionUser;
    /** The session (login) the caller's token belongs to. */
    sessionId: string;
    /** What the caller must do before using the application, if anything. */
    profileIssue: ProfileIssue | null;
  }
  interface FastifyContextConfig {
    /**
     * The few calls a user with an incomplete profile may make (login, profile, password,
     * logout…: docs/access-and-sessions.md); every other logged-in route refuses it.
     */
    allowIncompleteProfile?: boolean;
  }
}

const CACHE_MS = 2_000;
const CACHE_MAX = 10_000;

/** A caller as the cache keeps it: who it is, and what it must do first. */
interface CallerSession {
  user: SessionUser;
  profileIssue: ProfileIssue | null;
}

/**
 * Each session's user (role, organization, disabled flag, profile state) and whether the session
 * is still open, re-read from the database at most every two seconds in one query, so that
 * disabling a user, changing a role, a logout or a password change elsewhere takes effect on
 * every process within that time (docs/access-and-sessions.md#sessions).
 */
export class SessionUserCache {
  private readonly entries = new Map<
    string,
    { userId: number; caller: CallerSession | null; at: number }
  >();
  constructor(private readonly db: Db) {}

  async get(claims: TokenClaims): Promise<CallerSession | null> {
    const hit = this.entries.get(claims.sessionId);
    if (hit && hit.userId === claims.userId && Date.now() - hit.at < CACHE_MS) return hit.caller;
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        organizationId: users.organizationId,
        disabled: users.disabled,
        mustChangePassword: users.mustChangePassword,
        rgpdAgreed: users.rgpdAgreed,
        name: users.name,
        surname: users.surname,
        email: users.email,
        councilId: users.councilId,
        endedAt: userSessions.endedAt,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(eq(userSessions.id, claims.sessionId));
    const open = row && row.id === claims.userId && !row.disabled && row.endedAt === null;
    const caller = open
      ? {
          user: { id: row.id, role: row.role as Role, organizationId: row.organizationId },
          profileIssue: profileIssueOf(row),
        }
      : null;
    if (this.entries.size > CACHE_MAX) this.entries.clear();
    this.entries.set(claims.sessionId, { userId: claims.userId, caller, at: Date.now() });
    return caller;
  }

  /**
   * Call after changing a user's role, organization, disabled flag, profile data or password,
   * ending its sessions, or deleting it: this process sees it at once (the others within 2 s).
   */
  forget(userId: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(sessionId);
    }
  }

  /** Call after ending one session (logout). */
  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}

/**
 * 403 'profile incomplete' with its reason for a caller who must change its password, accept the
 * agreement or complete its data first. The routes that allow such a caller in call it where
 * they act on someone else (deleting another user).
 */
export function assertCompleteProfile(req: FastifyRequest): void {
  const reason = req.profileIssue;
  if (reason) {
    throw new AppError('profile incomplete', undefined, {
      reason,
      message: profileIssueMessages[reason],
    });
  }
}

async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const token = bearerOf(req.headers.authorization);
  const claims = token ? await app.tokens.verify(token) : null;
  if (!claims) throw new AppError('unauthorized');
  const caller = await app.sessionUsers.get(claims);
  if (!caller) throw new AppError('unauthorized');
  req.user = caller.user;
  req.sessionId = claims.sessionId;
  req.profileIssue = caller.profileIssue;
  if (!req.routeOptions.config.allowIncompleteProfile) assertCompleteProfile(req);
}

/**
 * Bearer-token authentication and role checks for the routes
 * (docs/product/README.md#roles-and-permissions, docs/api-conventions.md).
 */
export const auth = fp(async (app: FastifyInstance, opts: { db: Db; jwtSecret: string }) => {
  app.decorate('tokens', sessionTokens(opts.jwtSecret));
  app.decorate('sessionUsers', new SessionUserCache(opts.db));
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('sessionId', '');
  app.decorateRequest('profileIssue', null);
  app.decorate('requireLogin', async function (req: FastifyRequest) {
    await authenticate(app, req);
  });
  app.decorate('requireRole', (role: Role) => async (req: FastifyRequest) => {
    await authenticate(app, req);
    if (!hasRole(req.user.role, role)) throw new AppError('forbidden');
  });
});
