import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { orders } from './orders.ts';
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

/**
 * The calendar's appointments (docs/product/calendar.md#appointments-table): one narrow row per
 * accepted or done order with an agreed date, with the JSON text the calendar reads of it.
 * Written only by the database's triggers on orders, entities and users (migration 0020), so that
 * the calendar reads a few hundred small pages instead of thousands of wide order rows, and
 * joins texts ready made instead of writing each anew.
 */
export const calendarAppointments = pgTable(
  'calendar_appointments',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade').primaryKey(),
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    entityId: integer('entity_id'),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * `[order, activity, applicant, "YYYY-MM-DD", hour, end, detail]`: hour and end HH:MM or
     * null, detail the validated entity's name, else the proposed entity's, else the applicant's.
     */
    item: text('item').notNull(),
  },
  (t) => [
    index('calendar_appointments_activity_day_idx').on(t.activityId, t.day),
    index('calendar_appointments_user_day_idx').on(t.userId, t.day),
    index('calendar_appointments_entity_idx')
      .on(t.entityId)
      .where(sql`${t.entityId} IS NOT NULL`),
  ],
);
