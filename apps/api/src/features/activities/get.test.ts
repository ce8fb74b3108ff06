import { describe, expect, it } from 'vitest';
import { makeActivityWith, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const management = [
  { type: 'number', name: 'precio', label: 'Precio', private: true },
  { type: 'date', name: 'fecha-acordada', label: 'Fecha acordada' },
];

describe('GET /api/activity/get/by-id/?id', () => {
  it('gives a participant an active activity of an active campaign, without private fields', async () => {
    const campaign = await makeCampaignWith(t.db, { active: true });
    const activity = await makeActivityWith(t.db, {
      campaignId: campaign.id,
      active: true,
      formMetadataManagement: management,
      targetIds: [2],
    });
    const res = await t.as(await makeUser(t.db)).get(`/api/activity/get/by-id/?id=${activity.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: activity.id,
      targets: [{ id: 2, value: 'Ciudadanía' }],
      currentPlaces: 0,
      isEvent: true,
    });
    expect(res.json().formMetadataManagement).toEqual([management[1]]);
  });

  it('gives the managers the private fields and inactive activities', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const activity = await makeActivityWith(t.db, {
      campaignId: campaign.id,
      formMetadataManagement: management,
    });
    const url = `/api/activity/get/by-id/?id=${activity.id}`;
    for (const caller of [supervisor, await makeUser(t.db, { role: 2 })]) {
      const res = await t.as(caller).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().formMetadataManagement).toEqual(management);
    }
  });

  it('answers 404 to a participant for an inactive activity or campaign, and for unknown ids', async () => {
    const user = await makeUser(t.db);
    const inactive = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: true })).id,
      active: false,
    });
    const inInactiveCampaign = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: false })).id,
      active: true,
    });
    for (const id of [inactive.id, inInactiveCampaign.id, 999999]) {
      const res = await t.as(user).get(`/api/activity/get/by-id/?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'activity not found',
        message: 'No se ha encontrado la actividad',
      });
    }
    const otherSupervisor = await makeUser(t.db, { role: 1 });
    expect(
      (await t.as(otherSupervisor).get(`/api/activity/get/by-id/?id=${inactive.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses an anonymous caller (401) and a bad id (400)', async () => {
    expect((await t.anon.get('/api/activity/get/by-id/?id=1')).statusCode).toBe(401);
    const res = await t.as(await makeUser(t.db)).get('/api/activity/get/by-id/?id=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation' });
  });
});
