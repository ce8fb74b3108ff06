import type { OptionItem } from '@extranet/shared/schemas/common';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { pageTotalColumn } from '../../db/page-total.ts';
import { preparedPerStore } from '../../db/prepared.ts';
import { campaigns, campaignTargets } from '../../db/schema/campaigns.ts';
import { targets, users } from '../../db/schema/users.ts';
import { listColumns } from './queries.ts';

const sortColumns = {
  id: campaigns.id,
  name: campaigns.name,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
};

/**
 * What changes the SQL text of a list page; the values (organization, user, text, target,
 * page) travel as placeholders, so each shape is built and named once per store.
 */
export interface CampaignPageShape {
  sort: keyof typeof sortColumns | undefined;
  dir: 'asc' | 'desc';
  /** all: every campaign; active: the active ones; activeOrSupervised: also the user's own. */
  scope: 'all' | 'active' | 'activeOrSupervised';
  text: boolean;
  target: boolean;
  /**
   * Page 0: every row also carries the number of matching rows
   * (docs/api-conventions.md#campaign-and-activity-lists).
   */
  withTotal: boolean;
}

export interface CampaignPageValues {
  organizationId: number;
  supervisorId: number;
  text: string;
  target: number;
  limit: number;
  offset: number;
}

/** The campaign's targets as `[{ id, value }]` in id order, read per row of the page. */
const targetList = sql<OptionItem[]>`coalesce((
  select json_agg(json_build_object('id', ${targets.id}, 'value', ${targets.value}) order by ${targets.id})
  from ${campaignTargets} join ${targets} on ${targets.id} = ${campaignTargets.targetId}
  where ${campaignTargets.campaignId} = ${campaigns.id}), '[]'::json)`;

function pageWhere(shape: CampaignPageShape): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    eq(campaigns.organizationId, sql.placeholder('organizationId')),
    shape.scope === 'active' ? eq(campaigns.active, true) : undefined,
    shape.scope === 'activeOrSupervised'
      ? or(eq(campaigns.active, true), eq(campaigns.supervisorId, sql.placeholder('supervisorId')))
      : undefined,
    shape.text
      ? or(
          ilike(campaigns.name, pattern),
          ilike(campaigns.description, pattern),
          ilike(campaigns.edition, pattern),
        )
      : undefined,
    shape.target
      ? sql`exists (select 1 from ${campaignTargets} where ${campaignTargets.campaignId} = ${campaigns.id} and ${campaignTargets.targetId} = ${sql.placeholder('target')})`
      : undefined,
  );
}

function preparePage(db: Db, shape: CampaignPageShape, name: string) {
  const direction = shape.dir === 'asc' ? asc : desc;
  const order = shape.sort
    ? [direction(sortColumns[shape.sort]), desc(campaigns.id)]
    : [desc(campaigns.startDate), desc(campaigns.id)];
  const where = pageWhere(shape);
  const total = pageTotalColumn(shape.withTotal, campaigns, where);
  return db
    .select({ ...listColumns, targets: targetList, total })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.supervisorId))
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

type PreparedPage = ReturnType<typeof preparePage>;
export type CampaignPageRow = Awaited<ReturnType<PreparedPage['execute']>>[number];

const preparedPage = preparedPerStore<PreparedPage>();

/**
 * One page of campaigns with their supervisor and targets in one query; on page 0 each row
 * also has `total`. Kept prepared per store and shape.
 */
export function selectCampaignPage(
  db: Db,
  shape: CampaignPageShape,
  values: CampaignPageValues,
): Promise<CampaignPageRow[]> {
  const dir = shape.sort ? shape.dir : 'desc';
  const flags = `${+shape.text}${+shape.target}${+shape.withTotal}`;
  const key = `${shape.sort ?? 'default'}_${dir}_${shape.scope}_${flags}`;
  const query = preparedPage(db, key, () =>
    preparePage(db, { ...shape, dir }, `campaign_page_${key}`),
  );
  return query.execute({ ...values, pattern: containsPattern(values.text) });
}
