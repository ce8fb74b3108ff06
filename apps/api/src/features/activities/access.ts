import { Role } from '@extranet/shared/roles';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';

/** What the permission rules need to know of a campaign. */
export interface CampaignScope {
  supervisorId: number | null;
  organizationId: number;
  active: boolean;
}

/**
 * A campaign of another organization does not exist for the caller, whatever its role, as in
 * the campaign calls (design.md §2: 404 for what the caller may not see).
 */
export const seesOrganization = (
  caller: SessionUser,
  campaign: Pick<CampaignScope, 'organizationId'>,
) => campaign.organizationId === caller.organizationId;

/**
 * Role 2+, or the campaign's supervisor, manages the campaign's activities: all of them, the
 * inactive ones included, with the private management fields (spec §6, design.md §12.13).
 */
export function managesCampaign(caller: SessionUser, campaign: CampaignScope): boolean {
  if (!seesOrganization(caller, campaign)) return false;
  if (caller.role >= Role.Admin) return true;
  return caller.role >= Role.Supervisor && campaign.supervisorId === caller.id;
}

/**
 * The gate of every activity admin call (create, clone, delete, edit, activate; spec §6): a
 * participant is refused (403, role too low); a supervisor of another campaign, or any caller
 * naming a campaign that does not exist, gets "not found" (404, design.md §2).
 */
export function assertManages(
  caller: SessionUser,
  campaign: CampaignScope | undefined,
): asserts campaign is CampaignScope {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  if (!campaign || !managesCampaign(caller, campaign)) throw new AppError('not found');
}

/**
 * What a participant (or a supervisor outside its campaigns) may open: an active activity of
 * an active campaign of its organization (design.md §12.12).
 */
export const openToParticipants = (
  caller: SessionUser,
  activity: { active: boolean },
  campaign: CampaignScope,
) => seesOrganization(caller, campaign) && campaign.active && activity.active;
