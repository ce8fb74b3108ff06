import { describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((item) => item.name);

describe('GET /api/activity/list/by-campaign/:idCampaign', () => {
  it('gives an administrator every activity with places, campaign and targets', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db, { name: 'Campaña Residuos' });
    const visit = await makeActivityWith(t.db, {
      campaignId: campaign.id,
      name: 'Visita planta',
      active: true,
      targetIds: [1, 3],
      image: 'foto.png',
    });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Taller', active: false });
    for (const stateId of [1, 2, 3, 4, 5, 6])
      await makeOrder(t.db, { activityId: visit.id, stateId });

    const res = await t.as(admin).get(`/api/activity/list/by-campaign/${campaign.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const item = body.items.find((a: { id: number }) => a.id === visit.id);
    expect(item).toMatchObject({
      currentPlaces: 3,
      campaign: { id: campaign.id, name: 'Campaña Residuos', supervisorId: null },
      targets: [
        { id: 1, value: 'Centros educativos' },
        { id: 3, value: 'Asociaciones y colectivos' },
      ],
      imageUrl: `/api/files/activity/${visit.id}/image/foto.png`,
      isEvent: true,
      eventProperties: { color: '#FFCC88', visible: true },
    });
  });

  it('filters active ones and text in name or complement, counting the total on page 0 only', async () => {
    const admin = await makeUser(t.db, { role: 3 });
    const campaign = await makeCampaignWith(t.db);
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Compostaje', active: true });
    await makeActivityWith(t.db, {
      campaignId: campaign.id,
      name: 'Charla',
      complement: 'compost casero',
    });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: '100% reciclaje', active: true });
    const base = `/api/activity/list/by-campaign/${campaign.id}`;
    expect(names(await t.as(admin).get(`${base}?text=COMPOST&_sort=name&_dir=asc`))).toEqual([
      'Charla',
      'Compostaje',
    ]);
    expect(names(await t.as(admin).get(`${base}?text=compost&active=true`))).toEqual([
      'Compostaje',
    ]);
    expect(names(await t.as(admin).get(`${base}?text=%25`))).toEqual(['100% reciclaje']);
    const page1 = await t.as(admin).get(`${base}?_page=1&_pagesize=2`);
    expect(page1.json()).toMatchObject({ total: null });
    expect(page1.json().items).toHaveLength(1);
  });

  it('lets the campaign supervisor list; hides it from another supervisor (404)', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const other = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Inactiva' });
    const url = `/api/activity/list/by-campaign/${campaign.id}`;
    expect(names(await t.as(supervisor).get(url))).toEqual(['Inactiva']);
    expect((await t.as(other).get(url)).statusCode).toBe(404);
  });

  it('refuses a participant (403), an anonymous caller (401) and bad queries (400)', async () => {
    const campaign = await makeCampaignWith(t.db, { active: true });
    const url = `/api/activity/list/by-campaign/${campaign.id}`;
    expect((await t.as(await makeUser(t.db)).get(url)).statusCode).toBe(403);
    expect((await t.anon.get(url)).statusCode).toBe(401);
    const admin = await makeUser(t.db, { role: 2 });
    const bad = await t.as(admin).get(`${url}?_sort=password`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation' });
    expect((await t.as(admin).get('/api/activity/list/by-campaign/999999')).statusCode).toBe(404);
  });

  it('hides campaigns of another organization from an administrator (404)', async () => {
    const org = await makeOrganization(t.db);
    const campaign = await makeCampaignWith(t.db, { organizationId: org.id });
    const admin = await makeUser(t.db, { role: 2 });
    const res = await t.as(admin).get(`/api/activity/list/by-campaign/${campaign.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/activity/list/by-user/:idCampaign/:userId', () => {
  it('gives a participant the active activities of an active campaign, without private fields', async () => {
    const user = await makeUser(t.db);
    const campaign = await makeCampaignWith(t.db, { active: true });
    await makeActivityWith(t.db, {
      campaignId: campaign.id,
      name: 'Abierta',
      active: true,
      formMetadataManagement: [
        { type: 'number', name: 'precio', label: 'Precio', private: true },
        { type: 'date', name: 'fecha', label: 'Fecha acordada' },
      ],
    });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Cerrada', active: false });
    const res = await t.as(user).get(`/api/activity/list/by-user/${campaign.id}/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Abierta']);
    expect(res.json().items[0].formMetadataManagement).toEqual([
      { type: 'date', name: 'fecha', label: 'Fecha acordada' },
    ]);
  });

  it("answers 404 for another user's id, and for an inactive campaign", async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const active = await makeCampaignWith(t.db, { active: true });
    const inactive = await makeCampaignWith(t.db, { active: false });
    expect(
      (await t.as(user).get(`/api/activity/list/by-user/${active.id}/${other.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.as(user).get(`/api/activity/list/by-user/${inactive.id}/${user.id}`)).statusCode,
    ).toBe(404);
    const admin = await makeUser(t.db, { role: 2 });
    expect(
      (await t.as(admin).get(`/api/activity/list/by-user/${active.id}/${other.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.anon.get(`/api/activity/list/by-user/${active.id}/${user.id}`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/activity/list/by-name', () => {
  it('finds activities by name with their campaign, 10 a page', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db, { name: 'Campaña Clonable' });
    for (let i = 0; i < 12; i++) {
      await makeActivityWith(t.db, { campaignId: campaign.id, name: `Limpieza de ríos ${i}` });
    }
    const res = await t.as(admin).get('/api/activity/list/by-name?name=limpieza%20de%20r');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(12);
    expect(res.json().items).toHaveLength(10);
    expect(res.json().items[0]).toMatchObject({
      campaign: { id: campaign.id, name: 'Campaña Clonable' },
    });
  });

  it('limits a supervisor to its own campaigns and refuses a participant (403)', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const own = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const foreign = await makeCampaignWith(t.db);
    await makeActivityWith(t.db, { campaignId: own.id, name: 'Huerto propio' });
    await makeActivityWith(t.db, { campaignId: foreign.id, name: 'Huerto ajeno' });
    const res = await t.as(supervisor).get('/api/activity/list/by-name?name=huerto');
    expect(names(res)).toEqual(['Huerto propio']);
    expect(
      (await t.as(await makeUser(t.db)).get('/api/activity/list/by-name?name=x')).statusCode,
    ).toBe(403);
    expect((await t.anon.get('/api/activity/list/by-name?name=x')).statusCode).toBe(401);
  });
});
