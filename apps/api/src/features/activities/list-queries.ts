import type { activitySortKeys } from '@extranet/shared/schemas/activity';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { pageTotalColumn } from '../../db/page-total.ts';
import { preparedPerStore } from '../../db/prepared.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { activityOrder, currentPlaces } from './queries.ts';

/**
 * What changes the SQL text of a list page; the values (campaign, text, page) travel as
 * placeholders, so each shape is built and named once per store and then only executed.
 */
export interface ActivityPageShape {
  sort: (typeof activitySortKeys)[number] | undefined;
  dir: 'asc' | 'desc';
  activeOnly: boolean;
  /** `text` searched in name and complement. */
  text: boolean;
  /**
   * Page 0: every row also carries the number of matching rows
   * (docs/api-conventions.md#campaign-and-activity-lists).
   */
  withTotal: boolean;
}

export interface ActivityPageValues {
  campaignId: number;
  text: string;
  limit: number;
  offset: number;
}

/**
 * A list card's columns (the forms and the editor's JSON stay out: `activity/get/by-id` has
 * them), the size of the management form (isEvent), and the campaign's facts for the rules, so
 * that one query answers a whole page.
 */
const listColumns = {
  id: activities.id,
  name: activities.name,
  complement: activities.complement,
  startDate: activities.startDate,
  endDate: activities.endDate,
  places: activities.places,
  currentPlaces,
  priority: activities.priority,
  active: activities.active,
  calendarColor: activities.calendarColor,
  calendarVisible: activities.calendarVisible,
  image: activities.image,
  explanation: activities.explanation,
  hasDateAndVisitType: activities.hasDateAndVisitType,
  managementFields: sql<number>`jsonb_array_length(${activities.formMetadataManagement})`,
  campaignId: activities.campaignId,
  campaignName: campaigns.name,
  campaignSupervisorId: campaigns.supervisorId,
  campaignOrganizationId: campaigns.organizationId,
  campaignActive: campaigns.active,
};

function preparePage(db: Db, shape: ActivityPageShape, name: string) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(activities.campaignId, sql.placeholder('campaignId')),
    shape.activeOnly ? eq(activities.active, true) : undefined,
    shape.text
      ? sql`(${activities.name} ilike ${pattern} or ${activities.complement} ilike ${pattern})`
      : undefined,
  );
  const total = pageTotalColumn(shape.withTotal, activities, where);
  return db
    .select({ ...listColumns, total })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(where)
    .orderBy(...activityOrder(shape.sort, shape.dir))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

type PreparedPage = ReturnType<typeof preparePage>;
export type ActivityListRow = Awaited<ReturnType<PreparedPage['execute']>>[number];

const preparedPage = preparedPerStore<PreparedPage>();

/**
 * One page of a campaign's activities with their campaign, in one query; on page 0 each row
 * also has `total`. Kept prepared per store and shape (a few dozen at most).
 */
export function selectActivityPage(
  db: Db,
  shape: ActivityPageShape,
  values: ActivityPageValues,
): Promise<ActivityListRow[]> {
  const dir = shape.sort ? shape.dir : 'desc';
  const key = `${shape.sort ?? 'default'}_${dir}_${+shape.activeOnly}${+shape.text}${+shape.withTotal}`;
  const query = preparedPage(db, key, () =>
    preparePage(db, { ...shape, dir }, `activity_page_${key}`),
  );
  return query.execute({ ...values, pattern: containsPattern(values.text) });
}
