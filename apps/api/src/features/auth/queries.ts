import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users, userSessions } from '../../db/schema/users.ts';

/** What a login needs to know about an account. */
export const findLoginUser = (db: Db, where: { username: string } | { id: number }) =>
  db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      pendingPasswordHash: users.pendingPasswordHash,
      disabled: users.disabled,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username))
    .then((rows) => rows[0]);

/**
 * The recovered password has been used: it becomes the password and must be changed at
 * /firstrun. Guarded by the hash that was checked, so a newer recovery is never overwritten.
 */
export const promotePendingPassword = (db: Db, id: number, pendingHash: string) =>
  db
    .update(users)
    .set({
      passwordHash: pendingHash,
      pendingPasswordHash: null,
      mustChangePassword: true,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, id), eq(users.pendingPasswordHash, pendingHash)));

/** Stores the login time and drops the linked activity the session reply hands over. */
export const recordLogin = (db: Db, id: number) =>
  db
    .update(users)
    .set({ lastLogin: sql`now()`, linkedActivityId: null })
    .where(eq(users.id, id));

/** Stores a remember-me token's hash, valid one year, for the session it renews (docs/access-and-sessions.md). */
export const insertRefreshToken = (db: Db, userId: number, sessionId: string, tokenHash: string) =>
  db
    .insert(refreshTokens)
    .values({ userId, sessionId, tokenHash, expiresAt: sql`now() + interval '1 year'` });

/**
 * Revokes a remember-me token if it is still good (not revoked, not expired, its session not
 * ended) and returns its user and session; one statement, so two concurrent uses of one token
 * cannot both succeed. A token of no session was issued before sessions existed.
 */
export const consumeRefreshToken = (db: Db, tokenHash: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        sql`not exists (select 1 from ${userSessions} where ${userSessions.id} = ${refreshTokens.sessionId} and ${userSessions.endedAt} is not null)`,
      ),
    )
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId })
    .then((rows) => rows[0]);

/** The session a remember-me token renews, if the token is known (logout with it). */
export const sessionOfRefreshToken = (db: Db, tokenHash: string) =>
  db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .then((rows) => rows[0]);

export const revokeRefreshToken = (db: Db, tokenHash: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
