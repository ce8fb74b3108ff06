import type { OptionItem } from '@extranet/shared/schemas/common';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns, campaignTargets, type NewCampaign } from '../../db/schema/campaigns.ts';
import { targets, users } from '../../db/schema/users.ts';

/** Columns of a campaign in a list: the row with its supervisor's name joined. */
export const listColumns = {
  id: campaigns.id,
  name: campaigns.name,
  description: campaigns.description,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  edition: campaigns.edition,
  active: campaigns.active,
  supervisorId: campaigns.supervisorId,
  supervisorName: users.name,
  supervisorSurname: users.surname,
  image: campaigns.image,
  fileAgreement: campaigns.fileAgreement,
  files: campaigns.files,
  content: campaigns.content,
};
/** A whole campaign adds its organization (for the rules) and the editor's JSON. */
const campaignColumns = {
  ...listColumns,
  organizationId: campaigns.organizationId,
  contentJson: campaigns.contentJson,
};
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;
export type CampaignListRow = Omit<CampaignRow, 'organizationId' | 'contentJson'>;

/** One campaign with its supervisor; `forUpdate` locks the row for the rest of the transaction. */
export async function findCampaign(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.supervisorId))
    .where(eq(campaigns.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: campaigns }) : query);
  return row;
}

/** Which campaigns a list may show, before the caller's filter narrows it. */
export interface CampaignScope {
  organizationId: number;
  /** Only active campaigns… */
  onlyActive: boolean;
  /**
   * …plus, when set, every campaign this user supervises
   * (docs/product/README.md#roles-and-permissions,
   * docs/product/campaigns-and-activities.md#campaigns).
   */
  orSupervisedBy?: number;
}

/** The targets of several campaigns in one query, by campaign id, each list in id order. */
export async function targetsOfCampaigns(
  db: Db,
  ids: number[],
): Promise<Map<number, OptionItem[]>> {
  const byCampaign = new Map<number, OptionItem[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCampaign;
  const rows = await db
    .select({ campaignId: campaignTargets.campaignId, id: targets.id, value: targets.value })
    .from(campaignTargets)
    .innerJoin(targets, eq(targets.id, campaignTargets.targetId))
    .where(inArray(campaignTargets.campaignId, ids))
    .orderBy(asc(targets.id));
  for (const { campaignId, id, value } of rows) byCampaign.get(campaignId)?.push({ id, value });
  return byCampaign;
}

export const insertCampaign = (db: Db, values: NewCampaign) =>
  db
    .insert(campaigns)
    .values(values)
    .returning({ id: campaigns.id })
    .then((rows) => rows[0]);

export const updateCampaign = (db: Db, id: number, values: Partial<NewCampaign>) =>
  db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));

export const deleteCampaignRow = (db: Db, id: number) =>
  db
    .delete(campaigns)
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id })
    .then((rows) => rows.length);

/** Replaces the campaign's targets with `targetIds`. */
export async function setCampaignTargets(db: Db, campaignId: number, targetIds: number[]) {
  await db.delete(campaignTargets).where(eq(campaignTargets.campaignId, campaignId));
  if (targetIds.length === 0) return;
  await db.insert(campaignTargets).values(targetIds.map((targetId) => ({ campaignId, targetId })));
}

/** Copies the targets of one campaign to another (clone). */
export const copyCampaignTargets = (db: Db, fromId: number, toId: number) =>
  db.execute(
    sql`insert into ${campaignTargets} (campaign_id, target_id) select ${toId}, ${campaignTargets.targetId} from ${campaignTargets} where ${campaignTargets.campaignId} = ${fromId}`,
  );

export const countExistingTargets = (db: Db, ids: number[]) =>
  db
    .select({ n: count() })
    .from(targets)
    .where(inArray(targets.id, ids))
    .then((rows) => rows[0]?.n ?? 0);

export const countActivitiesOfCampaign = (db: Db, campaignId: number) =>
  db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.campaignId, campaignId))
    .then((rows) => rows[0]?.n ?? 0);

/** Role, organization and state of a user, to check a viewer or a chosen supervisor. */
export const findUserStanding = (db: Db, id: number) =>
  db
    .select({
      id: users.id,
      role: users.role,
      organizationId: users.organizationId,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

/** Enabled users of role 1+ of an organization, by surname, then name (supervisor picker). */
export const listSupervisorCandidates = (db: Db, organizationId: number) =>
  db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), gte(users.role, 1), eq(users.disabled, false)),
    )
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));

/** Active campaigns of an organization, by name (pickers). */
export const listActiveCampaignNames = (db: Db, organizationId: number) =>
  db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.organizationId, organizationId), eq(campaigns.active, true)))
    .orderBy(asc(campaigns.name), asc(campaigns.id));
