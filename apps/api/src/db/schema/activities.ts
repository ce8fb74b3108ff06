import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { attachmentNames, createdAt, dayFromToday, requiredRef, updatedAt } from './columns.ts';
import { targetLinks } from './target-links.ts';
import { campaigns } from './campaigns.ts';

/**
 * One field of a request or management form as the activity editor stores it
 * (docs/product/campaigns-and-activities.md#activity-editor); the other
 * properties (required, min, max, values, private…) are kept as sent.
 */
export interface StoredFormField {
  name: string;
  label: string;
  type: string;
  [property: string]: unknown;
}

/**
 * An activity of a campaign; fewer than 5 management fields make it an event
 * (docs/product/campaigns-and-activities.md#events). It cannot be deleted while it has orders
 * (docs/product/README.md#error-catalogue).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    name: text('name').notNull(),
    complement: text('complement').notNull().default(''),
    startDate: dayFromToday('start_date'),
    endDate: dayFromToday('end_date'),
    /**
     * Capacity; per requested date and counted in visitors when hasDateAndVisitType
     * (docs/product/requests.md#places).
     */
    places: integer('places').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(false),
    /** An enrolment in a programme (docs/product/campaigns-and-activities.md#activities). */
    inscription: boolean('inscription').notNull().default(false),
    /** Admits only users with an order in state 2 or 5 in the prerequisite activity. */
    onlyForInscribed: boolean('only_for_inscribed').notNull().default(false),
    onlyForInscribedId: integer('only_for_inscribed_id').references(
      (): AnyPgColumn => activities.id,
      { onDelete: 'set null' },
    ),
    dataManagement: text('data_management').notNull().default(''),
    priceManagement: text('price_management').notNull().default(''),
    participantsManagement: text('participants_management').notNull().default(''),
    numRealParticipantsOrder: integer('num_real_participants_order'),
    calendarVisible: boolean('calendar_visible').notNull().default(true),
    calendarColor: varchar('calendar_color', { length: 7 }).notNull().default('#FFCC88'),
    image: text('image'),
    /** Up to 10 stored file names (docs/product/README.md#constants-and-limits). */
    files: attachmentNames(),
    /** Sanitized HTML plus the rich-text editor's JSON; for events requirements hold dated lines. */
    explanation: text('explanation').notNull().default(''),
    explanationJson: jsonb('explanation_json'),
    requirements: text('requirements').notNull().default(''),
    requirementsJson: jsonb('requirements_json'),
    formMetadata: jsonb('form_metadata').$type<StoredFormField[]>().notNull().default([]),
    formMetadataManagement: jsonb('form_metadata_management')
      .$type<StoredFormField[]>()
      .notNull()
      .default([]),
    /**
     * An event: fewer than 5 management fields (packages/shared/src/forms/is-event.ts), stored so
     * that the calendar picks its events without reading every management form.
     */
    isEvent: boolean('is_event')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(form_metadata_management) <= 4`),
    /**
     * True when the request form has a date field and a visit-type select
     * (docs/product/campaigns-and-activities.md#activities).
     */
    hasDateAndVisitType: boolean('has_date_and_visit_type').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activities_campaign_idx').on(t.campaignId),
    index('activities_active_idx').on(t.active),
    index('activities_only_for_inscribed_idx').on(t.onlyForInscribedId),
    index('activities_name_lower_idx').on(sql`lower(${t.name})`),
    // The reports' name rules ('visita', 'taller'…: docs/product/reporting.md#default-states)
    // search the normalized name anywhere in it: this index finds those activities without
    // normalizing every name, and its statistics tell the planner how many there are
    // (docs/product/reporting.md#performance).
    index('activities_name_norm_trgm_idx').using('gin', sql`norm(${t.name}) gin_trgm_ops`),
  ],
);

/** Targets (destinatarios) an activity is meant for. */
export const activityTargets = targetLinks(
  'activity_targets',
  'activityId',
  'activity_id',
  () => activities.id,
);

export type NewActivity = typeof activities.$inferInsert;
