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
} from 'drizzle-orm/pg-core';
import { attachmentNames, createdAt, dayFromToday, requiredRef, updatedAt } from './columns.ts';
import { targetLinks } from './target-links.ts';
import { organizations, users } from './users.ts';

/**
 * A campaign groups activities; it is created inactive and activated when ready
 * (docs/product/campaigns-and-activities.md#campaigns).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id, 'restrict'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: dayFromToday('start_date'),
    endDate: dayFromToday('end_date'),
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
    files: attachmentNames(),
    /**
     * Sanitized HTML (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list)
     * and the rich-text editor's JSON it came from.
     */
    content: text('content').notNull().default(''),
    contentJson: jsonb('content_json'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    // The FINDES rule also searches the campaign's normalized name (as activities_name_norm_trgm_idx).
    index('campaigns_name_norm_trgm_idx').using('gin', sql`norm(${t.name}) gin_trgm_ops`),
    // Page 0's count of an organization's campaigns (all, active, or active or supervised by
    // the user): read from this index alone instead of every campaign row with its texts.
    index('campaigns_org_active_supervisor_idx').on(t.organizationId, t.active, t.supervisorId),
  ],
);

/** Targets (destinatarios) a campaign is meant for; feeds the campaign list's target filter. */
export const campaignTargets = targetLinks(
  'campaign_targets',
  'campaignId',
  'campaign_id',
  () => campaigns.id,
);

export type NewCampaign = typeof campaigns.$inferInsert;
