import { hasRole, type Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { AppError } from './app-error.ts';
import { bearerOf, sessionTokens, type SessionTokens } from './session-tokens.ts';
import type { SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: SessionTokens;
    sessionUsers: SessionUserCache;
    /** preHandler: a valid session token of an enabled user, else 401. */
    requireLogin: preHandlerAsyncHookHandler;
    /** preHandler: logged in with at least this role, else 401/403. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: SessionUser;
  }
}

const CACHE_MS = 2_000;

/**
 * Role, organization and disabled flag of each caller, re-read from the database at most every
 * two seconds, so that disabling a user or changing a role takes effect at once (design.md §3).
 */
export class SessionUserCache {
  private readonly entries = new Map<number, { user: SessionUser | null; at: number }>();
  constructor(private readonly db: Db) {}

  async get(id: number): Promise<SessionUser | null> {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.user;
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        organizationId: users.organizationId,
        disabled: users.disabled,
      })
      .from(users)
      .where(eq(users.id, id));
    const user =
      row && !row.disabled
        ? { id: row.id, role: row.role as Role, organizationId: row.organizationId }
        : null;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(id, { user, at: Date.now() });
    return user;
  }

  /** Call after changing a user's role, organization or disabled flag, or deleting it. */
  forget(id: number): void {
    this.entries.delete(id);
  }
}

async function loadCaller(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser> {
  const token = bearerOf(req.headers.authorization);
  const id = token ? await app.tokens.verify(token) : null;
  if (!id) throw new AppError('unauthorized');
  const user = await app.sessionUsers.get(id);
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** Bearer-token authentication and role checks for the routes (spec §6, design.md §2). */
export const auth = fp(async (app: FastifyInstance, opts: { db: Db; jwtSecret: string }) => {
  app.decorate('tokens', sessionTokens(opts.jwtSecret));
  app.decorate('sessionUsers', new SessionUserCache(opts.db));
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorate('requireLogin', async function (req: FastifyRequest) {
    req.user = await loadCaller(app, req);
  });
  app.decorate('requireRole', (role: Role) => async (req: FastifyRequest) => {
    req.user = await loadCaller(app, req);
    if (!hasRole(req.user.role, role)) throw new AppError('forbidden');
  });
});
