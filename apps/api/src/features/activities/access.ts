import type { SessionUser } from '../../plugins/session-user.ts';
import {
  assertManagesCampaign,
  seesOrganization,
  type ManagedCampaign,
} from '../../policies/campaign-management.ts';

// Who manages a campaign is decided by the policy module (docs/access-and-sessions.md); these
// names stay for the activity and order callers that import them from here.
export { managesCampaign, seesOrganization } from '../../policies/campaign-management.ts';

/** What the permission rules need to know of a campaign. */
export type CampaignScope = ManagedCampaign;

/**
 * The gate of every activity admin call (create, clone, delete, edit, activate;
 * docs/product/README.md#roles-and-permissions): a participant is refused (403, role too low); a
 * supervisor of another campaign, or any caller naming a campaign that does not exist, gets "not
 * found" (404, docs/api-conventions.md#error-replies).
 */
export const assertManages: (
  caller: SessionUser,
  campaign: CampaignScope | undefined,
) => asserts campaign is CampaignScope = assertManagesCampaign;

/**
 * What a participant (or a supervisor outside its campaigns) may open: an active activity of
 * an active campaign of its organization (docs/api-conventions.md#campaign-and-activity-lists).
 */
export const openToParticipants = (
  caller: SessionUser,
  activity: { active: boolean },
  campaign: CampaignScope,
) => seesOrganization(caller, campaign) && campaign.active && activity.active;
