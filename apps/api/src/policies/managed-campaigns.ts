import { Role } from '@extranet/shared/roles';
import { and, eq, type SQL } from 'drizzle-orm';
import { campaigns } from '../db/schema/campaigns.ts';
import type { Manager } from './campaign-management.ts';

/**
 * The campaigns `caller` manages, as a condition on `campaigns` for what must be decided in SQL
 * (the reminders' list, the calendar's appointments): the same rule as `managesCampaign` of
 * campaign-management.ts
 * (docs/access-and-sessions.md#who-manages-a-campaign), role 2+ every campaign of its
 * organization, role 1 those of its organization it supervises. Role 0 manages none.
 */
export function managedCampaigns(caller: Manager): SQL {
  const organization = eq(campaigns.organizationId, caller.organizationId);
  if (caller.role >= Role.Admin) return organization;
  if (caller.role >= Role.Supervisor) {
    return and(organization, eq(campaigns.supervisorId, caller.id)) as SQL;
  }
  return eq(campaigns.id, -1);
}
