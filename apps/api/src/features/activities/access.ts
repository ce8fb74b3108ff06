import type { SessionUser } from '../../plugins/session-user.ts';
import { seesOrganization, type ManagedCampaign } from '../../policies/campaign-management.ts';

/** What the permission rules need to know of a campaign. */
export type CampaignScope = ManagedCampaign;

/**
 * What a participant (or a supervisor outside its campaigns) may open: an active activity of
 * an active campaign of its organization (docs/api-conventions.md#campaign-and-activity-lists).
 */
export const openToParticipants = (
  caller: SessionUser,
  activity: { active: boolean },
  campaign: CampaignScope,
) => seesOrganization(caller, campaign) && campaign.active && activity.active;
