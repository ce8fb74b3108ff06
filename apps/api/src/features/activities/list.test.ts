import { ActivityPage } from '@extranet/shared/schemas/activity';
import { describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { expectExactReply } from '../../../test/exact-reply.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((item) => item.name);

/** A management form of `count` fields (fewer than 5 make an event). */
const management = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'text',
    name: `campo-${i}`,
    label: `Campo ${i}`,
  }));

describe('GET /api/activity/list/by-campaign/:idCampaign', () => {
  it('gives an administrator every activity as a list card: places, campaign, no forms', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db, { name: 'Campaña Residuos' });
    const visit = await makeActivityWith(t.db, {
      campaignId: campaign.id,
      name: 'Visita planta',
      complement: 'Mañanas',
      startDate: '2026-10-01',
      endDate: '2027-05-31',
      places: 30,
      priority: 2,
      active: true,
      targetIds: [1, 3],
      image: 'foto.png',
      explanation: '<p>Concurso</p>',
      explanationJson: { type: 'doc' },
      requirements: '<p>Ninguno</p>',
      dataManagement: 'Datos de gestión',
      formMetadata: [{ type: 'text', name: 'centro', label: 'Centro' }],
      formMetadataManagement: management(5),
    });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Taller', active: false });
    for (const stateId of [1, 2, 3, 4, 5, 6])
      await makeOrder(t.db, { activityId: visit.id, stateId });

    const res = await t.as(admin).get(`/api/activity/list/by-campaign/${campaign.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expectExactReply(ActivityPage, body);
    // The forms, targets, management texts and editor JSON come with get/by-id only.
    expect(body.items.find((a: { id: number }) => a.id === visit.id)).toEqual({
      id: visit.id,
      name: 'Visita planta',
      complement: 'Mañanas',
      startDate: '2026-10-01',
      endDate: '2027-05-31',
      places: 30,
      currentPlaces: 3,
      priority: 2,
      active: true,
      eventProperties: { color: '#FFCC88', visible: true },
      image: 'foto.png',
      imageUrl: `/api/files/activity/${visit.id}/image/foto.png`,
      explanation: '<p>Concurso</p>',
      hasDateAndVisitType: false,
      isEvent: false,
      campaign: { id: campaign.id, name: 'Campaña Residuos', supervisorId: null },
    });
    expect(body.items.find((a: { id: number }) => a.id !== visit.id)).toMatchObject({
      name: 'Taller',
      currentPlaces: 0,
      isEvent: true,
    });
  });

  it('calls an activity with fewer than 5 management fields an event', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db);
    for (const fields of [0, 4, 5, 10]) {
      await makeActivityWith(t.db, {
        campaignId: campaign.id,
        name: `Con ${fields}`,
        formMetadataManagement: management(fields),
      });
    }
    const res = await t
      .as(admin)
      .get(`/api/activity/list/by-campaign/${campaign.id}?_sort=name&_dir=asc`);
    expect(res.json().items.map((a: { isEvent: boolean }) => a.isEvent)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('answers an empty page with total 0 for a campaign without activities', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db);
    const url = `/api/activity/list/by-campaign/${campaign.id}`;
    expect((await t.as(admin).get(url)).json()).toEqual({ items: [], total: 0 });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Sola' });
    expect((await t.as(admin).get(`${url}?_page=1`)).json()).toEqual({ items: [], total: null });
    expect((await t.as(admin).get(`${url}?text=nada`)).json()).toEqual({ items: [], total: 0 });
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
    const empty = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const emptyUrl = `/api/activity/list/by-campaign/${empty.id}`;
    expect((await t.as(supervisor).get(emptyUrl)).json()).toEqual({ items: [], total: 0 });
    expect((await t.as(other).get(emptyUrl)).statusCode).toBe(404);
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
    const empty = await makeCampaignWith(t.db, { organizationId: org.id });
    const full = await makeCampaignWith(t.db, { organizationId: org.id });
    await makeActivityWith(t.db, { campaignId: full.id, active: true });
    const admin = await makeUser(t.db, { role: 2 });
    for (const campaign of [empty, full]) {
      const res = await t.as(admin).get(`/api/activity/list/by-campaign/${campaign.id}`);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /api/activity/list/by-user/:idCampaign/:userId', () => {
  it('gives a participant the active activities of an active campaign, without any form', async () => {
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
    expect(res.json().total).toBe(1);
    // Private management fields never travel in a list: no form does (get/by-id has them).
    expect(res.json().items[0]).not.toHaveProperty('formMetadataManagement');
    expect(res.json().items[0]).not.toHaveProperty('formMetadata');
    expect(res.json().items[0].isEvent).toBe(true);
  });

  it("answers 404 for another user's id, and for an inactive campaign", async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const active = await makeCampaignWith(t.db, { active: true });
    const inactive = await makeCampaignWith(t.db, { active: false });
    const inactiveWithActivities = await makeCampaignWith(t.db, { active: false });
    await makeActivityWith(t.db, { campaignId: inactiveWithActivities.id, active: true });
    expect(
      (await t.as(user).get(`/api/activity/list/by-user/${active.id}/${other.id}`)).statusCode,
    ).toBe(404);
    for (const campaign of [inactive, inactiveWithActivities]) {
      expect(
        (await t.as(user).get(`/api/activity/list/by-user/${campaign.id}/${user.id}`)).statusCode,
      ).toBe(404);
    }
    const foreign = await makeCampaignWith(t.db, {
      active: true,
      organizationId: (await makeOrganization(t.db)).id,
    });
    await makeActivityWith(t.db, { campaignId: foreign.id, active: true });
    expect(
      (await t.as(user).get(`/api/activity/list/by-user/${foreign.id}/${user.id}`)).statusCode,
    ).toBe(404);
    const admin = await makeUser(t.db, { role: 2 });
    expect(
      (await t.as(admin).get(`/api/activity/list/by-user/${active.id}/${other.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.anon.get(`/api/activity/list/by-user/${active.id}/${user.id}`)).statusCode,
    ).toBe(401);
  });

  it('lets the supervisor of an inactive campaign list its active activities', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { active: false, supervisorId: supervisor.id });
    const url = `/api/activity/list/by-user/${campaign.id}/${supervisor.id}`;
    expect((await t.as(supervisor).get(url)).json()).toEqual({ items: [], total: 0 });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Abierta', active: true });
    await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Cerrada', active: false });
    expect(names(await t.as(supervisor).get(url))).toEqual(['Abierta']);
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
