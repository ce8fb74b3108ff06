import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's private calendar feed: the secret in the feed's address
 * (docs/product/calendar.md#ical-feeds). One per user; revoking deletes the row, so the old
 * address answers 404, and a new one gets a new secret.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade').primaryKey(),
    /** 32 random bytes, base64url: the feed is read by calendar programs that send no session. */
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_token_key').on(t.token)],
);
