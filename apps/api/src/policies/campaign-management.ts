import {
  hasRole,
  managesCampaign as managesSupervisedCampaign,
  Role,
} from '@extranet/shared/roles';
import { AppError } from '../plugins/app-error.ts';

/**
 * Who manages a campaign, decided here once for campaigns, activities, orders and the screens
 * to come (calendar, reports): docs/access-and-sessions.md#who-manages-a-campaign.
 */

/** Who asks: the session user, or the user a role-2+ caller names in a list path. */
export interface Manager {
  id: number;
  role: number;
  organizationId: number;
}

/** What the rules need to know of a campaign. */
export interface ManagedCampaign {
  supervisorId: number | null;
  organizationId: number;
  active: boolean;
}

/**
 * A campaign of another organization does not exist for the caller, whatever its role
 * (404 for what the caller may not see: docs/api-conventions.md#error-replies).
 */
export const seesOrganization = (
  caller: Manager,
  campaign: Pick<ManagedCampaign, 'organizationId'>,
): boolean => campaign.organizationId === caller.organizationId;

/**
 * Role 2+ of the campaign's organization, or a role 1+ user recorded as its supervisor, manages
 * the campaign: edits it and its activities, sees it and them when inactive, and manages its
 * orders (docs/access-and-sessions.md#who-manages-a-campaign). A role-0 user still recorded as a supervisor (demoted) manages nothing.
 */
export const managesCampaign = (caller: Manager, campaign: ManagedCampaign): boolean =>
  seesOrganization(caller, campaign) && managesSupervisedCampaign(caller, campaign.supervisorId);

/** Anyone of its organization sees an active campaign; an inactive one only its managers. */
export const seesCampaign = (caller: Manager, campaign: ManagedCampaign): boolean =>
  seesOrganization(caller, campaign) && (campaign.active || managesCampaign(caller, campaign));

/**
 * The gate of a management call on a campaign or what belongs to it: a participant is refused
 * (403, its role can manage nothing); a caller who does not manage this campaign, or naming one
 * that does not exist, gets "not found" (404, docs/api-conventions.md#error-replies).
 */
export function assertManagesCampaign<T extends ManagedCampaign>(
  caller: Manager,
  campaign: T | undefined,
): asserts campaign is T {
  if (!hasRole(caller.role, Role.Supervisor)) throw new AppError('forbidden');
  if (!campaign || !managesCampaign(caller, campaign)) throw new AppError('not found');
}

/**
 * The admin-only campaign actions (create, clone, delete, activate; docs/api-conventions.md#roles): role 2+, checked
 * by the service itself and not only by the route, so no other caller can reach them.
 */
export function assertCampaignAdmin(caller: Manager): void {
  if (!hasRole(caller.role, Role.Admin)) throw new AppError('forbidden');
}
