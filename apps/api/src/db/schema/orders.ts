import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { activities } from './activities.ts';
import { campaigns } from './campaigns.ts';
import { entities } from './entities.ts';
import { foldedSql, orderStates, organizations, users } from './users.ts';

/**
 * One answer of a request or management form, in form order, with the label as it was when the
 * answer was given (docs/product/requests.md#stored-answers); checkbox groups keep a string array.
 */
export interface OrderAnswer {
  name: string;
  label: string;
  type: string;
  value: string | string[];
}

/**
 * A request (solicitud) of a user for an activity. State 1 is pending, 2 accepted
 * (docs/product/requests.md#states); "validated entity" means entity_id is set, which only a
 * manager's assign does.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    activityId: requiredRef('activity_id', () => activities.id, 'restrict'),
    stateId: requiredRef('state_id', () => orderStates.id, 'restrict'),
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'restrict' }),
    /** docs/product/README.md#constants-and-limits: 1 individual, 2 for an entity. */
    entityMode: smallint('entity_mode').notNull().default(1),
    /** The entity the applicant proposed (the entity's fields), kept as sent. */
    entityData: jsonb('entity_data').$type<Record<string, unknown>>(),
    userData: jsonb('user_data').$type<OrderAnswer[]>().notNull().default([]),
    userDataManagement: jsonb('user_data_management').$type<OrderAnswer[]>().notNull().default([]),
    /** Visitors requested; per-date capacity counts these (docs/product/requests.md#places). */
    visitors: integer('visitors'),
    /**
     * The date asked for, when the request form has one (docs/product/requests.md#request-form).
     */
    requestedDate: date('requested_date', { mode: 'string' }),
    /**
     * The appointment: the management form's 'fecha acordada' and 'hora acordada', and the end the
     * visit type gives it, copied here whenever the answers are saved so that the calendar,
     * the reminders and the reports read a column, never the answers' JSON
     * (docs/product/calendar.md#appointments). Times are wall-clock HH:MM of the TIME_ZONE setting.
     */
    agreedDate: date('agreed_date', { mode: 'string' }),
    agreedTime: varchar('agreed_time', { length: 5 }),
    agreedEndTime: varchar('agreed_end_time', { length: 5 }),
    stateChangeReason: text('state_change_reason').notNull().default(''),
    /**
     * The entity's name as the order lists show it (the validated entity's, else the proposed
     * one's) in lower case, kept by triggers (migration 0018) so that the lists sorted by entity
     * read an index (docs/product/requests.md#performance). Never written by the application.
     */
    entitySortName: text('entity_sort_name'),
    /**
     * That name folded (accents and case aside), kept by PostgreSQL: what the lists' entity filter
     * searches through its trigram index. Folding it in the filter itself cost more than reading
     * the rows: 60 ms of a 'colegio' count's 70 (docs/product/requests.md#performance).
     */
    entitySearchName: text('entity_search_name').generatedAlwaysAs(
      foldedSql(sql.raw('"entity_sort_name"')),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Also `orders_report_columns_idx` (id) INCLUDE (activity_id, state_id, user_id, entity_id,
  // created_at), written by migrations 0015 and 0016 as Drizzle cannot write INCLUDE: the
  // reports' counts and pair lists read it.
  (t) => [
    // An activity's orders in id order: the order lists sorted by activity read them so.
    index('orders_activity_idx').on(t.activityId, t.id),
    // Places taken (docs/product/requests.md#places) and state-filtered list counts, read from the
    // index alone.
    index('orders_activity_state_idx').on(t.activityId, t.stateId),
    index('orders_state_idx').on(t.stateId),
    // A participant's own list, newest first, and the lists' applicant filter, which checks each
    // applicant's orders against the scope from the index alone.
    index('orders_user_idx').on(t.userId, t.id, t.activityId),
    index('orders_entity_idx').on(t.entityId),
    index('orders_entity_sort_idx').on(t.entitySortName, t.id),
    // The lists' entity filter: `entity_search_name like '%tag%'` looked up by its trigrams
    // (docs/product/requests.md#performance).
    index('orders_entity_search_trgm_idx').using('gin', t.entitySearchName.op('gin_trgm_ops')),
    // Migration 0016 adds INCLUDE (id, activity_id, state_id, user_id, entity_id): a report's
    // request days are read on this moment (docs/product/reporting.md#performance).
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_activity_requested_date_idx').on(t.activityId, t.requestedDate),
    // A gestor's dated total: its activities' orders between two request moments, counted from
    // the index alone (docs/product/requests.md#performance).
    index('orders_activity_created_idx').on(t.activityId, t.createdAt),
    // The calendar's and the reminders' date window (docs/product/calendar.md#appointments).
    index('orders_agreed_date_idx')
      .on(t.agreedDate, t.stateId, t.activityId)
      .where(sql`${t.agreedDate} IS NOT NULL`),
    // The analytics export's widest answers (its pair columns), read from the end of an index.
    index('orders_answer_count_idx').on(sql`jsonb_array_length(${t.userData})`),
    index('orders_management_answer_count_idx').on(
      sql`jsonb_array_length(${t.userDataManagement})`,
    ),
    check('orders_entity_mode_check', sql`${t.entityMode} IN (1, 2)`),
  ],
);

/**
 * How many orders each activity holds in each state, kept by the database: statement triggers on
 * `orders` (migration 0017) add and take away as orders are written, so that a list's total over
 * some activities (and a state) is a sum of a few rows rather than a count of every order
 * (docs/product/requests.md#performance). Rows at 0 stay.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    /** The activity's campaign, so that the triggers keep the campaign's counts beside. */
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    activityId: requiredRef('activity_id', () => activities.id, 'cascade'),
    stateId: integer('state_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.stateId] })],
);

/** The same counts summed by campaign: a scope of campaigns reads a handful of rows. */
export const campaignOrderCounts = pgTable(
  'campaign_order_counts',
  {
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    stateId: integer('state_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.stateId] })],
);

/**
 * The orders of each organization by the UTC hour of their request, with the lowest and highest
 * order id of the hour, kept by statement triggers on `orders` (migration 0019). A list filtered
 * by request dates reads its total here when the filter is the organization's alone, and every
 * dated list of a manager walks the ids between the hours' bounds only
 * (docs/product/requests.md#performance). The bounds stay when orders are deleted: they may be
 * wider than the ids left, never narrower.
 */
export const orderHourCounts = pgTable(
  'order_hour_counts',
  {
    organizationId: requiredRef('organization_id', () => organizations.id, 'cascade'),
    hour: moment('hour').notNull(),
    n: integer('n').notNull(),
    minId: integer('min_id').notNull(),
    maxId: integer('max_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.hour] })],
);

/** A file uploaded into a request or management form field; removed with its order. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    fieldName: text('field_name').notNull(),
    /** Cleaned name on disk under DATA_DIR/files/orders/<id>/ (docs/api-conventions.md#files). */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    form: varchar('form', { length: 10 }).$type<'request' | 'management'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId),
    check('order_files_form_check', sql`${t.form} IN ('request', 'management')`),
  ],
);

/**
 * Every state change of an order: who, when, from, to and why (docs/product/requests.md#states).
 */
export const orderStateHistory = pgTable(
  'order_state_history',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: moment('changed_at').notNull().defaultNow(),
    /** Null for the order's first state. */
    fromStateId: integer('from_state_id').references(() => orderStates.id, {
      onDelete: 'restrict',
    }),
    toStateId: requiredRef('to_state_id', () => orderStates.id, 'restrict'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('order_state_history_order_idx').on(t.orderId)],
);

/**
 * The labels and types of a form's answers, the JSON text `[labels, types]`, kept once for every
 * order that answered the same form alike (`AnswerShape` of features/analytics/order-answers.ts).
 * Added by the function `answer_shape_id` (migration 0010) when an order brings a new one, never
 * by the app, and never changed or removed: an id always names the same labels and types.
 */
export const answerShapes = pgTable(
  'answer_shapes',
  {
    id: serial('id').primaryKey(),
    lists: text('lists').notNull(),
  },
  // A form's labels can outgrow a b-tree entry: the key is their digest.
  (t) => [uniqueIndex('answer_shapes_lists_key').on(sql`md5(${t.lists})`)],
);

/**
 * An order as the analytics export reads it: `line` is the JSON text of a `RawOrder`
 * (features/analytics/datasets/order-batches.ts), its answers as the ids of their shapes and
 * their values. Written by the trigger `orders_export_line` (migration 0010) on every insert of
 * an order and every change of a field the line holds, never by the app.
 * Building the line at export time cost the embedded store 2.1 s for 100,000 orders, more than
 * the export's own thread, so the download waited for it; the labels and types, the same on
 * every order of a form, were 37 of its 61 MB. A table of its own, not columns of `orders`: they
 * would make that table half as large again, and the order lists that read its rows by the
 * thousand slower. The shape ids are columns too, for a batch to read the shapes it names.
 */
export const orderExportLines = pgTable('order_export_lines', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  formShapeId: requiredRef('form_shape_id', () => answerShapes.id, 'restrict'),
  managementShapeId: requiredRef('management_shape_id', () => answerShapes.id, 'restrict'),
  line: text('line').notNull(),
});

/**
 * `order/create` calls made with an `Idempotency-Key` header: the same user and key within ten
 * minutes get the first call's answer and nothing new is stored. The row is inserted in the
 * create's own transaction, so a second call with the key waits on the unique key until the
 * first commits (or rolls back, when the first failed and left nothing behind).
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    key: uuid('key').notNull(),
    /** The first call's reply, sent again as it was. */
    reply: jsonb('reply'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('order_idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every appointment reminder sent for an order, by hand from the reminders screen or by the daily
 * job (docs/product/calendar.md#reminders). The job's row is unique per order and appointment day,
 * inserted in the transaction that queues its mail: a second process or a rerun finds it and
 * sends nothing.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** The appointment day the reminder was about. */
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<'manual' | 'automatic'>().notNull(),
    /** The day (in TIME_ZONE) it was sent. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    /** Who sent it by hand; null for the job. */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The text added to the mail, if any. */
    addedText: text('added_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_reminders_order_idx').on(t.orderId, t.sentOn),
    uniqueIndex('order_reminders_automatic_key')
      .on(t.orderId, t.appointmentDate)
      .where(sql`${t.kind} = 'automatic'`),
    check('order_reminders_kind_check', sql`${t.kind} IN ('manual', 'automatic')`),
  ],
);

export type NewOrder = typeof orders.$inferInsert;
export type OrderFile = typeof orderFiles.$inferSelect;
export type NewOrderFile = typeof orderFiles.$inferInsert;
export type NewOrderStateHistory = typeof orderStateHistory.$inferInsert;
