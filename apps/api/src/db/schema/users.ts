import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, requiredRef, updatedAt } from './columns.ts';

/**
 * Organizations the users belong to (docs/product/README.md#who-uses-it); lists are scoped to the
 * caller's one.
 */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** The 78 Asturian councils (concejos), seeded from packages/shared/data. */
export const councils = pgTable('councils', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
});

/** Targets (destinatarios); id 2 is the citizen target (docs/product/accounts.md#personal-data). */
export const targets = pgTable('targets', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
});

/** Order states of docs/product/requests.md#states, seeded with fixed ids. */
export const orderStates = pgTable('order_states', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
});

/**
 * `lower()` with the accents of Spanish names taken off, so that 'Álvarez' sorts with the A's:
 * the sort key of the users list. The letters are SQL literals (not parameters) so that a query
 * and the index `users_org_surname_name_idx` write the very same expression.
 */
export const foldedSql = (column: SQLWrapper) =>
  sql`lower(translate(${column}, ${sql.raw("'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû'")}, ${sql.raw(
    "'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu'",
  )}))`;

/** People who log in with their DNI/NIE (docs/product/accounts.md#personal-data). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default('Asturias'),
    postalCode: text('postal_code').notNull().default(''),
    councilId: integer('council_id').references(() => councils.id),
    role: smallint('role').notNull().default(0),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    disabled: boolean('disabled').notNull().default(false),
    lastLogin: moment('last_login'),
    rgpdAgreed: boolean('rgpd_agreed').notNull().default(false),
    linkedActivityId: integer('linked_activity_id'),
    /** Set by recover access; cleared when the user picks a password at /firstrun. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A recovered password waits here until it is used, so a stranger cannot lock anyone out. */
    pendingPasswordHash: text('pending_password_hash'),
    /**
     * Name, surname, login and e-mail in one text, folded as `foldedSql` folds: what the text
     * filter of the admin users list searches. PostgreSQL keeps it on every write, so a search
     * folds no text: `translate()` of every row at each search took seconds on PGlite.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        foldedSql(sql.raw(`"name" || ' ' || "surname" || ' ' || "username" || ' ' || "email"`)),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('users_organization_role_idx').on(t.organizationId, t.role),
    index('users_surname_name_idx').on(t.surname, t.name),
    // The order lists sorted by applicant walk the users in that order
    // (docs/product/requests.md#performance): the expression is the lists' own.
    index('users_applicant_sort_idx').on(sql`lower(trim(${t.name} || ' ' || ${t.surname}))`, t.id),
    // The users list of an organization in its default order (admin tab USUARIOS).
    index('users_org_surname_name_idx').on(
      t.organizationId,
      foldedSql(t.surname),
      foldedSql(t.name),
      t.id,
    ),
    // The text filter of that list: `search_text like '%word%'` is looked up by the trigrams
    // of each word instead of reading every user's text (pg_trgm, created by migration 0007).
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * How many users an organization has of each role: page 0 of the admin users list without a
 * text filter reads its total here (admin-users/queries.ts) instead of counting every user of
 * the organization, which took the embedded store half of that page's time with 20,000 users.
 * Kept by the trigger `users_role_counts` (migration 0011) on every insert, delete and change
 * of role or organization of a user, never by the app; `recount_organization_users()` counts
 * them again from the users (the migration and the bench's bulk load, which runs with
 * triggers off).
 */
export const organizationUserCounts = pgTable(
  'organization_user_counts',
  {
    organizationId: requiredRef('organization_id', () => organizations.id, 'cascade'),
    role: smallint('role').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.role] })],
);

/**
 * Remember-me tokens, stored as SHA-256 hashes; revoked by forgetme
 * (docs/access-and-sessions.md#sessions).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    /** The login this token renews; ending that session revokes the token too. */
    sessionId: uuid('session_id').references(() => userSessions.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One login and its remember-me renewals: the access and refresh tokens carry its id, and a
 * token of an ended session is refused (logout, a password change elsewhere, an administrator
 * setting the password).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    endedAt: moment('ended_at'),
  },
  (t) => [
    index('user_sessions_open_user_idx')
      .on(t.userId)
      .where(sql`ended_at is null`),
  ],
);

/**
 * Mails written in the same transaction as their cause and sent by the worker
 * (docs/architecture.md#mail).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra data for the mail (e.g. the order id), for audit. */
    meta: jsonb('meta'),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type MailRow = typeof mailOutbox.$inferSelect;
