import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, userSessions } from '../db/schema/users.ts';

/**
 * The sessions of docs/access-and-sessions.md: a login and its remember-me renewals, named by
 * the `sid` of their tokens. Ending one revokes its refresh tokens in the same statement batch;
 * the auth plugin refuses its access tokens once its cache reads the session again (≤ 2 s).
 */

/** Opens the session of a new login; answers its id. */
export async function openUserSession(db: Db, userId: number): Promise<string> {
  const [row] = await db.insert(userSessions).values({ userId }).returning({ id: userSessions.id });
  if (!row) throw new Error('no session row');
  return row.id;
}

/** Logout: ends the session (if still open) and revokes its refresh tokens. */
export async function endUserSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

/**
 * A new password: ends every open session of the user but `keep` (the one that made the change,
 * if any) and revokes their refresh tokens, those of no session (issued before sessions) too.
 * Run it in the transaction of the password change.
 */
export async function endOtherUserSessions(
  db: Db,
  userId: number,
  keep: string | null,
): Promise<void> {
  await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? or(isNull(refreshTokens.sessionId), ne(refreshTokens.sessionId, keep)) : undefined,
      ),
    );
}
