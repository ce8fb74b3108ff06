import { Role } from '@extranet/shared/roles';
import type { CampaignScope } from './queries.ts';

/** Who asks: the session user, or the user a role-2+ caller names in a list path. */
export interface Viewer {
  id: number;
  role: number;
  organizationId: number;
}

/** What the rules need of a campaign. */
export interface CampaignFacts {
  organizationId: number;
  supervisorId: number | null;
  active: boolean;
}

const isAdmin = (viewer: Viewer) => viewer.role >= Role.Admin;

/**
 * Campaigns of another organization do not exist for the viewer; within its own, role 2+ sees
 * all, a supervisor also its own inactive ones, anyone the active ones (design.md §12.13).
 */
export function canSeeCampaign(viewer: Viewer, campaign: CampaignFacts): boolean {
  if (campaign.organizationId !== viewer.organizationId) return false;
  return campaign.active || isAdmin(viewer) || campaign.supervisorId === viewer.id;
}

/** Role 2+ edits any campaign of its organization; a supervisor only its own (spec §6). */
export function canEditCampaign(viewer: Viewer, campaign: CampaignFacts): boolean {
  if (campaign.organizationId !== viewer.organizationId) return false;
  return isAdmin(viewer) || campaign.supervisorId === viewer.id;
}

/** Admin mode (role 2+): every campaign of the organization; `active` true keeps active ones. */
export const adminScope = (viewer: Viewer, onlyActive: boolean): CampaignScope => ({
  organizationId: viewer.organizationId,
  onlyActive,
});

/**
 * User mode (design.md §12.13): role 0 the active campaigns whatever `active` says (the filter
 * is role 1+, spec §6); role 1 the active ones, plus those it supervises when `active` is false;
 * role 2+ as in admin mode.
 */
export function userScope(viewer: Viewer, onlyActive: boolean): CampaignScope {
  if (isAdmin(viewer)) return adminScope(viewer, onlyActive);
  if (viewer.role >= Role.Supervisor && !onlyActive) {
    return { organizationId: viewer.organizationId, onlyActive: true, orSupervisedBy: viewer.id };
  }
  return { organizationId: viewer.organizationId, onlyActive: true };
}
