import type {
  ReportActivityNamesQuery,
  ReportEntityNamesQuery,
} from '@extranet/shared/reports/filter';
import type { ReportActivityNames } from '@extranet/shared/reports/list-reply';
import { and, asc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { likeEscaped } from '../../db/like.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { entities } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { targets } from '../../db/schema/users.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { reportScope, type ReportScope } from './report-scope.ts';

/**
 * The choice lists of the report filters (docs/product/reporting.md#calls), scoped as the reports
 * are (docs/product/reporting.md#scoping): a gestor's lists hold only what its campaigns hold.
 */

/** Entity names a call answers at most. */
export const ENTITY_NAMES_MAX = 50;

/** The campaigns in scope, as a condition on `campaigns`. */
function campaignsInScope(scope: ReportScope): SQL | undefined {
  return and(
    eq(campaigns.organizationId, scope.organizationId),
    scope.campaignIds === null
      ? undefined
      : scope.campaignIds.length === 0
        ? sql`false`
        : inArray(campaigns.id, scope.campaignIds),
    scope.supervisorId === undefined ? undefined : eq(campaigns.supervisorId, scope.supervisorId),
  );
}

/**
 * `getActivityNamesList?supervisorId&newerThan`: campaign → activities for the cascader,
 * `newerThan` keeping activities that end on or after 1 January of that year.
 */
export async function activityNamesList(
  db: Db,
  caller: SessionUser,
  query: z.output<typeof ReportActivityNamesQuery>,
): Promise<ReportActivityNames> {
  const scope = await reportScope(db, caller, query.supervisorId);
  const rows = await db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      edition: campaigns.edition,
      id: activities.id,
      name: activities.name,
      complement: activities.complement,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(
      and(
        campaignsInScope(scope),
        query.newerThan === undefined
          ? undefined
          : gte(activities.endDate, `${String(query.newerThan).padStart(4, '0')}-01-01`),
      ),
    )
    .orderBy(asc(campaigns.name), asc(campaigns.id), asc(activities.name), asc(activities.id));
  const tree: ReportActivityNames = [];
  for (const { campaignId, campaignName, edition, ...activity } of rows) {
    const last = tree.at(-1);
    if (last?.campaignId === campaignId) last.activities.push(activity);
    else tree.push({ campaignId, campaignName, edition, activities: [activity] });
  }
  return tree;
}

/** `getEditionsList`: the distinct editions of the campaigns in scope. */
export async function editionsList(db: Db, caller: SessionUser): Promise<string[]> {
  const scope = await reportScope(db, caller);
  const rows = await db
    .selectDistinct({ value: campaigns.edition })
    .from(campaigns)
    .where(and(campaignsInScope(scope), ne(campaigns.edition, '')))
    .orderBy(asc(campaigns.edition));
  return rows.map((row) => row.value);
}

/** `getComplementsList`: the distinct non-empty complements of the activities in scope. */
export async function complementsList(db: Db, caller: SessionUser): Promise<string[]> {
  const scope = await reportScope(db, caller);
  const rows = await db
    .selectDistinct({ value: activities.complement })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(campaignsInScope(scope), ne(activities.complement, '')))
    .orderBy(asc(activities.complement));
  return rows.map((row) => row.value);
}

/** `getEntityTargetsList`: the targets' names, the target filter's choices (reference data). */
export async function entityTargetsList(db: Db, caller: SessionUser): Promise<string[]> {
  await reportScope(db, caller);
  const rows = await db.select({ value: targets.value }).from(targets).orderBy(asc(targets.id));
  return rows.map((row) => row.value);
}

/**
 * `getEntityNamesList?q`: at most 50 entity names holding `q` (case and accents aside). Role 2+
 * searches the shared registry (docs/api-conventions.md#organizations) through its folded name;
 * a gestor only the entities of its campaigns' orders.
 */
export async function entityNamesList(
  db: Db,
  caller: SessionUser,
  query: z.output<typeof ReportEntityNamesQuery>,
): Promise<string[]> {
  const scope = await reportScope(db, caller);
  const holds = query.q
    ? sql`${entities.searchName} like '%' || norm(${likeEscaped(query.q)}) || '%'`
    : undefined;
  const ofScope =
    scope.campaignIds === null
      ? undefined
      : inArray(
          entities.id,
          db
            .select({ id: orders.entityId })
            .from(orders)
            .innerJoin(activities, eq(activities.id, orders.activityId))
            .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
            .where(campaignsInScope(scope)),
        );
  const rows = await db
    .selectDistinct({ name: entities.name })
    .from(entities)
    .where(and(holds, ofScope))
    .orderBy(asc(entities.name))
    .limit(ENTITY_NAMES_MAX);
  return rows.map((row) => row.name);
}
