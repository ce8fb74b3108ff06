import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations, targets, users } from './users.ts';

/**
 * A campaign groups activities; it is created inactive and activated when ready
 * (docs/product/campaigns-and-activities.md#campaigns).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    endDate: date('end_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** docs/product/README.md#constants-and-limits: at most 8 characters. */
    edition: varchar('edition', { length: 8 }).notNull().default(''),
    active: boolean('active').notNull().default(false),
    /**
     * Role-1 manager of the campaign; a user who supervises one cannot be deleted
     * (docs/product/README.md#error-catalogue).
     */
    supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * Stored file names (docs/api-conventions.md#files); the image is public, the documents need a
     * login.
     */
    image: text('image'),
    fileAgreement: text('file_agreement'),
    /** Up to 10 stored file names (docs/product/README.md#constants-and-limits). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /**
     * Sanitized HTML (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list)
     * and the rich-text editor's JSON it came from.
     */
    content: text('content').notNull().default(''),
    contentJson: jsonb('content_json'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_supervisor_idx').on(t.supervisorId),
    index('campaigns_active_idx').on(t.active),
    // The lists' default order (newest start first) within an organization: a page stops after
    // its rows instead of sorting every campaign; also serves lookups by organization.
    index('campaigns_org_start_idx').on(
      t.organizationId,
      t.startDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('campaigns_name_lower_idx').on(sql`lower(${t.name})`),
    // Page 0's count of an organization's campaigns (all, active, or active or supervised by
    // the user): read from this index alone instead of every campaign row with its texts.
    index('campaigns_org_active_supervisor_idx').on(t.organizationId, t.active, t.supervisorId),
  ],
);

/** Targets (destinatarios) a campaign is meant for; feeds the campaign list's target filter. */
export const campaignTargets = pgTable(
  'campaign_targets',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.targetId] }),
    index('campaign_targets_target_idx').on(t.targetId),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignTarget = typeof campaignTargets.$inferSelect;
export type NewCampaignTarget = typeof campaignTargets.$inferInsert;
