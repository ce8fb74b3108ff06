import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeedTokens } from '../../db/schema/calendar.ts';
import { users } from '../../db/schema/users.ts';
import type { Manager } from '../../policies/campaign-management.ts';

/**
 * The secret of a private feed's address (docs/product/calendar.md#ical-feeds): 32 random bytes
 * in base64url, 43 characters. Calendar programs send no session, so the address is the key; it
 * is stored as it is because the profile screen shows it again.
 */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What a token looks like: anything else is no token, answered without asking the store. */
export const isFeedTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The user's current token, or undefined when it has none. */
export async function tokenOfUser(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row?.token;
}

/** Gives the user `token`, replacing the one it had (its old address stops answering). */
export async function storeToken(db: Db, userId: number, token: string): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { token, createdAt: sql`now()` },
    });
}

export async function deleteToken(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

/**
 * The enabled user whose address holds `token`, read through the token's unique index: an
 * equality lookup, which says nothing of how close a wrong token came. A disabled user's feed
 * stops at once, as its sessions do (docs/access-and-sessions.md).
 */
export async function feedOwner(db: Db, token: string): Promise<Manager | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, organizationId: users.organizationId })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(and(eq(calendarFeedTokens.token, token), eq(users.disabled, false)));
  return row;
}
