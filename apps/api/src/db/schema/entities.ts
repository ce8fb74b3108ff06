import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, requiredRef, updatedAt } from './columns.ts';
import { councils, foldedSql, targets, users } from './users.ts';

/**
 * An entity (school, association, company…) orders can be made for; a centre points at its main
 * entity. It cannot be deleted while it has orders (docs/product/README.md#error-catalogue).
 */
export const entities = pgTable(
  'entities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cif: varchar('cif', { length: 20 }).notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    councilId: integer('council_id').references(() => councils.id, { onDelete: 'restrict' }),
    targetId: integer('target_id').references(() => targets.id, { onDelete: 'restrict' }),
    /**
     * Null for a main entity; a centre points at its main entity
     * (docs/product/administration-and-analytics.md#entities).
     */
    mainEntityId: integer('main_entity_id').references((): AnyPgColumn => entities.id, {
      onDelete: 'set null',
    }),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The name folded as `foldedSql` folds (accents and case aside): what the admin list's name
     * filter searches. Kept by PostgreSQL on every write: folding every name at each search took
     * 75-160 ms for 10,000 entities on PostgreSQL.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(foldedSql(sql.raw('"name"'))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entities_name_lower_idx').on(sql`lower(${t.name})`),
    index('entities_cif_idx').on(t.cif),
    index('entities_council_idx').on(t.councilId),
    index('entities_main_entity_idx').on(t.mainEntityId),
    // The name filter (`search_name like '%word%'`), looked up by trigrams (pg_trgm).
    index('entities_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/**
 * Who represents an entity, written when a manager assigns the entity to a user's order; it feeds
 * the historical lists (docs/product/administration-and-analytics.md#entity-editor).
 */
export const entityUsers = pgTable(
  'entity_users',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    entityId: requiredRef('entity_id', () => entities.id, 'cascade'),
    active: boolean('active').notNull().default(true),
    since: moment('since').notNull().defaultNow(),
    until: moment('until'),
  },
  (t) => [
    index('entity_users_user_idx').on(t.userId),
    index('entity_users_entity_idx').on(t.entityId),
  ],
);

export type NewEntity = typeof entities.$inferInsert;
