import { Role } from '@extranet/shared/roles';
import type { Manager } from '../../policies/campaign-management.ts';
import type { CampaignScope } from './queries.ts';

/** Who asks: the session user, or the user a role-2+ caller names in a list path. */
export type Viewer = Manager;

const isAdmin = (viewer: Viewer) => viewer.role >= Role.Admin;

/** Admin mode (role 2+): every campaign of the organization; `active` true keeps active ones. */
export const adminScope = (viewer: Viewer, onlyActive: boolean): CampaignScope => ({
  organizationId: viewer.organizationId,
  onlyActive,
});

/**
 * User mode (docs/api-conventions.md#campaign-and-activity-lists), the list form of `seesCampaign`: role 0 the active campaigns
 * whatever `active` says (the filter is role 1+); role 1 the active ones, plus those it
 * supervises when `active` is false; role 2+ as in admin mode.
 */
export function userScope(viewer: Viewer, onlyActive: boolean): CampaignScope {
  if (isAdmin(viewer)) return adminScope(viewer, onlyActive);
  if (viewer.role >= Role.Supervisor && !onlyActive) {
    return { organizationId: viewer.organizationId, onlyActive: true, orSupervisedBy: viewer.id };
  }
  return { organizationId: viewer.organizationId, onlyActive: true };
}
