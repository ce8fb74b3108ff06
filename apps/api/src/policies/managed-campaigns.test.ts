import { Role } from '@extranet/shared/roles';
import { and, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema/campaigns.ts';
import { makeCampaign, makeOrganization, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { managesCampaign } from './campaign-management.ts';
import { managedCampaigns } from './managed-campaigns.ts';

const t = useTestApp();

describe('the campaigns a caller manages, as SQL', () => {
  it('picks exactly the campaigns managesCampaign says the caller manages, for every role', async () => {
    const other = await makeOrganization(t.db);
    const callers = await Promise.all(Object.values(Role).map((role) => makeUser(t.db, { role })));
    const stranger = await makeUser(t.db, { role: Role.Supervisor, organizationId: other.id });
    const made = [
      await makeCampaign(t.db),
      await makeCampaign(t.db, { supervisorId: stranger.id }),
      await makeCampaign(t.db, { supervisorId: stranger.id, organizationId: other.id }),
      ...(await Promise.all(
        [...callers, stranger].flatMap((caller) => [
          makeCampaign(t.db, { supervisorId: caller.id }),
          makeCampaign(t.db, { supervisorId: caller.id, organizationId: other.id }),
        ]),
      )),
    ];
    const ids = made.map((campaign) => campaign.id);
    for (const caller of [...callers, stranger]) {
      const picked = await t.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(inArray(campaigns.id, ids), managedCampaigns(caller)));
      const expected = made.filter((campaign) => managesCampaign(caller, campaign));
      expect(
        picked.map((row) => row.id).sort((a, b) => a - b),
        `role ${caller.role}`,
      ).toEqual(expected.map((campaign) => campaign.id).sort((a, b) => a - b));
    }
  });
});
