import { Role } from '@extranet/shared/roles';
import type {
  Activity,
  ActivityByNameQuery,
  ActivityListQuery,
  ActivityNameItem,
  ActivityPage,
} from '@extranet/shared/schemas/activity';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageTotalOf } from '../../db/page-total.ts';
import { containsPattern } from '../../db/like.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertMayNameUser } from '../../policies/named-user.ts';
import {
  assertManagesCampaign,
  managesCampaign,
  seesOrganization,
} from '../../policies/campaign-management.ts';
import { openToParticipants, type CampaignScope } from './access.ts';
import { selectActivityPage, type ActivityPageShape } from './list-queries.ts';
import {
  countActivities,
  findActivityRow,
  findCampaign,
  targetsOf,
  type ActivityRow,
} from './queries.ts';
import { campaignOf, toActivity, toActivityListItem } from './reply.ts';

type ListQuery = z.output<typeof ActivityListQuery>;
type NameQuery = z.output<typeof ActivityByNameQuery>;

type PageShape = Omit<ActivityPageShape, 'sort' | 'dir' | 'text' | 'withTotal'>;

/**
 * One page of a campaign's activities as list cards, in one query: its rows carry their
 * campaign, which `allow` checks before anything is answered (an empty page reads the campaign
 * alone), and on page 0 the total (docs/api-conventions.md#campaign-and-activity-lists).
 */
async function pageOfActivities(
  db: Db,
  campaignId: number,
  query: ListQuery,
  shape: PageShape,
  allow: (campaign: CampaignScope | undefined) => void,
): Promise<ActivityPage> {
  const text = query.text ?? '';
  const withTotal = query._page === 0;
  const rows = await selectActivityPage(
    db,
    { ...shape, sort: query._sort, dir: query._dir, text: text !== '', withTotal },
    { campaignId, text, limit: query._pagesize, offset: query._page * query._pagesize },
  );
  const [first] = rows;
  allow(first ? campaignOf(first) : await findCampaign(db, campaignId));
  return {
    items: rows.map(toActivityListItem),
    total: pageTotalOf(rows, withTotal),
  };
}

/**
 * `activity/list/by-campaign/:idCampaign` (docs/product/README.md#roles-and-permissions): role 2+
 * or the campaign's supervisor sees every activity of the campaign; `active=true` keeps the active
 * ones, `text` searches name and complement.
 */
export function listByCampaign(
  db: Db,
  caller: SessionUser,
  campaignId: number,
  query: ListQuery,
): Promise<ActivityPage> {
  return pageOfActivities(db, campaignId, query, { activeOnly: query.active === true }, (c) =>
    assertManagesCampaign(caller, c),
  );
}

/**
 * `activity/list/by-user/:idCampaign/:userId`: what a participant sees, the active activities of
 * an active campaign (docs/api-conventions.md#campaign-and-activity-lists). Only one's own id, unless role 2+ naming a user of its
 * organization (policies/named-user.ts); an inactive campaign is "not found" except to those
 * who manage it.
 */
export async function listByUser(
  db: Db,
  caller: SessionUser,
  params: { idCampaign: number; userId: number },
  query: ListQuery,
): Promise<ActivityPage> {
  await assertMayNameUser(db, caller, params.userId);
  return pageOfActivities(db, params.idCampaign, query, { activeOnly: true }, (campaign) => {
    if (!campaign || !seesOrganization(caller, campaign)) throw new AppError('not found');
    if (!campaign.active && !managesCampaign(caller, campaign)) throw new AppError('not found');
  });
}

/**
 * `activity/list/by-name?name` (clone dialog,
 * docs/product/campaigns-and-activities.md#activity-list): campaign and activity names, 10 a page;
 * role 1 searches the activities of the campaigns it supervises only.
 */
export async function listByName(
  db: Db,
  caller: SessionUser,
  query: NameQuery,
): Promise<{ items: ActivityNameItem[]; total: number | null }> {
  const where = and(
    query.name ? ilike(activities.name, containsPattern(query.name)) : undefined,
    caller.role >= Role.Admin ? undefined : eq(campaigns.supervisorId, caller.id),
    eq(campaigns.organizationId, caller.organizationId),
  );
  const rows = await db
    .select({
      id: activities.id,
      name: activities.name,
      complement: activities.complement,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(where)
    .orderBy(activities.name, desc(activities.id))
    .limit(query._pagesize)
    .offset(query._page * query._pagesize);
  return {
    items: rows.map(({ campaignId, campaignName, ...row }) => ({
      ...row,
      campaign: { id: campaignId, name: campaignName },
    })),
    total: query._page === 0 ? await countActivities(db, where) : null,
  };
}

/**
 * `activity/get/by-id/?id`: managers see any activity of their campaigns; anyone else only an
 * active activity of an active campaign, without private fields; else 404 with
 * docs/product/README.md#error-catalogue's 'No se ha encontrado la actividad'.
 */
export async function getActivity(db: Db, caller: SessionUser, id: number): Promise<Activity> {
  const row = await findActivityRow(db, id);
  if (!row) throw new AppError('activity not found');
  const campaign = campaignOf(row);
  const manages = managesCampaign(caller, campaign);
  if (!manages && !openToParticipants(caller, row, campaign)) {
    throw new AppError('activity not found');
  }
  return withTargets(db, row, manages);
}

/** The Activity reply of one row, for a manager unless told otherwise. */
export async function withTargets(db: Db, row: ActivityRow, withPrivate = true): Promise<Activity> {
  const targets = await targetsOf(db, [row.id]);
  return toActivity(row, targets.get(row.id) ?? [], withPrivate);
}
