import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

const day = (name: string) => date(name, { mode: 'string' });
/** An amount as the management answers give it, kept with two decimals. */
const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * One row of derived facts per order (docs/product/reporting.md#facts): its answers as the
 * reports read them, written by features/reports in the same transaction as every create or
 * update of the order, so that no report filters, groups or sorts on the answers' JSON. Entity,
 * user, council, target, activity and campaign are joined when a report runs, never copied.
 */
export const orderReportFacts = pgTable(
  'order_report_facts',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The rules the row was computed with (features/reports/facts-version.ts). */
    factsVersion: smallint('facts_version').notNull(),
    /** The day the order was made, in the TIME_ZONE setting. */
    requestDay: day('request_day').notNull(),
    /** `[[label, value], …]`: at most 41 request pairs and 16 management pairs. */
    formPairs: jsonb('form_pairs').$type<[string, string][]>().notNull(),
    mgmtPairs: jsonb('mgmt_pairs').$type<[string, string][]>().notNull(),
    /** The 1-based index of the last pair with a label or a value; 0 when none. */
    formLast: smallint('form_last').notNull(),
    mgmtLast: smallint('mgmt_last').notNull(),
    visitors: integer('visitors'),
    requestedDate: day('requested_date'),
    visitType: text('visit_type'),
    visitHours: numeric('visit_hours', { precision: 4, scale: 2, mode: 'number' }),
    /** The first four companions' data, non-empty ones only, in order. */
    companions: text('companions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherVisitors: text('other_visitors'),
    price: amount('price'),
    completionDate: day('completion_date'),
    units: amount('units'),
    agreedDate: day('agreed_date'),
    agreedTime: char('agreed_time', { length: 5 }),
    bus: boolean('bus').notNull().default(false),
    busCost: amount('bus_cost'),
    pickup: text('pickup'),
    blueContainers: integer('blue_containers'),
    yellowContainers: integer('yellow_containers'),
    blueBins: integer('blue_bins'),
    yellowBins: integer('yellow_bins'),
    realParticipants: integer('real_participants'),
    /** The agreed date, else the requested one: the 'acordada' basis. */
    plannedDate: day('planned_date'),
    /** The completion date, else the agreed, else the requested one: the 'realización' basis. */
    doneDate: day('done_date'),
  },
  (t) => [
    // The three date bases with the order's id: a year's count and the ids of a page are read
    // from the index alone, never from the facts' rows (docs/product/reporting.md#performance).
    // Migration 0016 adds INCLUDE columns, which Drizzle cannot write: the pairs' last positions
    // to the request day's, and to the day done's the participants and the price its reports sum.
    index('order_report_facts_request_day_order_idx').on(t.requestDay, t.orderId),
    index('order_report_facts_planned_date_order_idx').on(t.plannedDate, t.orderId),
    index('order_report_facts_done_date_order_idx').on(t.doneDate, t.orderId),
    index('order_report_facts_requested_date_idx').on(t.requestedDate),
    // The agreed day in the order the visit lists show by default (docs/product/reporting.md#performance);
    // migration 0016 adds INCLUDE (planned_date), which they filter on while they read it.
    index('order_report_facts_agreed_date_idx').on(t.agreedDate, t.orderId.desc()),
    // In the order report 1 lists by default (the latest completed first, blanks last), so that
    // its first page is read from here rather than sorted.
    index('order_report_facts_completion_date_idx').on(t.completionDate.desc().nullsLast()),
    // The bus reports' planning window (docs/product/reporting.md#default-states: the bus rule);
    // migration 0016 adds INCLUDE columns, what those reports sum and sort.
    index('order_report_facts_bus_planned_date_idx')
      .on(t.plannedDate)
      .where(sql`${t.bus}`),
  ],
);

export type OrderReportFactsRow = typeof orderReportFacts.$inferInsert;
