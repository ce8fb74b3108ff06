import { Role } from '@extranet/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import {
  cloneCampaign,
  createCampaign,
  deleteCampaign,
  setCampaignActive,
} from './write-service.ts';

const t = useTestApp();

// docs/access-and-sessions.md#who-manages-a-campaign: the campaign calls follow the policy.
describe('campaign management policy', () => {
  it('hides an inactive campaign from a participant still recorded as its supervisor', async () => {
    const demoted = await makeUser(t.db, { role: Role.Participant });
    const inactive = await makeCampaignWith(t.db, { active: false, supervisorId: demoted.id });
    const res = await t.as(demoted).get(`/api/campaign/get/by-id/?id=${inactive.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses the admin-only actions in the services themselves, whatever route calls them', async () => {
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const own = await makeCampaignWith(t.db, { supervisorId: gestor.id });
    const caller: SessionUser = { id: gestor.id, role: Role.Supervisor, organizationId: 1 };
    const refusal = { code: 'forbidden' };
    await expect(createCampaign(t.db, caller)).rejects.toMatchObject(refusal);
    await expect(cloneCampaign(t.db, caller, own.id)).rejects.toMatchObject(refusal);
    await expect(setCampaignActive(t.db, caller, own.id, false)).rejects.toMatchObject(refusal);
    await expect(deleteCampaign(t.db, caller, own.id, t.config.dataDir)).rejects.toMatchObject(
      refusal,
    );
  });
});
