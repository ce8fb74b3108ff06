import { Role } from '@extranet/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { managesCampaign } from '../../policies/campaign-management.ts';

/**
 * Whose orders a report reads (docs/product/reporting.md#scoping): always the caller's
 * organization; for a gestor (role exactly 1) only the campaigns it manages, whatever supervisor
 * or order id it sends; for role 2+ every campaign, or those of the supervisor it names.
 */
export interface ReportScope {
  organizationId: number;
  /** The campaigns a gestor manages; null for role 2+ (every campaign of the organization). */
  campaignIds: number[] | null;
  /** Role 2+: only the campaigns of this supervisor. */
  supervisorId?: number;
}

/**
 * The scope of a report call. For a gestor, its candidate campaigns (those it supervises) are
 * read and the campaign-management policy decides which it manages, so that reports follow the
 * same rule as every other management screen (docs/access-and-sessions.md#who-manages-a-campaign);
 * the few ids then travel to the report's query as a constant the planner reads with the
 * activities' campaign index. Role 0 manages nothing and is refused (403).
 */
export async function reportScope(
  db: Db,
  caller: SessionUser,
  supervisorId?: number,
): Promise<ReportScope> {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  if (caller.role >= Role.Admin) {
    return {
      organizationId: caller.organizationId,
      campaignIds: null,
      ...(supervisorId === undefined ? {} : { supervisorId }),
    };
  }
  const candidates = await db
    .select({
      id: campaigns.id,
      supervisorId: campaigns.supervisorId,
      organizationId: campaigns.organizationId,
      active: campaigns.active,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organizationId, caller.organizationId),
        eq(campaigns.supervisorId, caller.id),
      ),
    );
  return {
    organizationId: caller.organizationId,
    campaignIds: candidates.filter((c) => managesCampaign(caller, c)).map((c) => c.id),
  };
}
