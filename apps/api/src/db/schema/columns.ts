import { sql } from 'drizzle-orm';
import {
  date,
  integer,
  jsonb,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/**
 * Column kinds several tables share, each written once. They build exactly the columns the
 * tables wrote out before, so the migrations stay as they are.
 */

/** A moment, kept with its time zone (every moment the database keeps). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** The id of a row of another table that this row cannot be without. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => integer(name).notNull().references(target, { onDelete });

/** A day as 'YYYY-MM-DD', today unless given (the start and end of campaigns and activities). */
export const dayFromToday = (name: string) =>
  date(name, { mode: 'string' })
    .notNull()
    .default(sql`CURRENT_DATE`);

/** The stored names of up to 10 attachments (docs/product/README.md#constants-and-limits). */
export const attachmentNames = () => jsonb('files').$type<string[]>().notNull().default([]);
