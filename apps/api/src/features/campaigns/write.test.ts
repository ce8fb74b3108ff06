import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import {
  makeActivity,
  makeCampaignWith,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const campaignRow = async (id: number) =>
  (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe('GET /api/campaign/create', () => {
  it('creates an inactive campaign of the caller organization, dated today', async () => {
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2, organizationId: org.id });
    const res = await t.as(admin).get('/api/campaign/create');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Nueva campaña',
      active: false,
      supervisor: null,
      targets: [],
      files: [],
      image: null,
      imageUrl: null,
    });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.endDate).toBe(body.startDate);
    expect(body.edition).toBe(body.startDate.slice(0, 4));
    expect((await campaignRow(body.id))?.organizationId).toBe(org.id);
  });

  it('answers 401 anonymous and 403 below role 2', async () => {
    expect((await t.anon.get('/api/campaign/create')).statusCode).toBe(401);
    const supervisor = await makeUser(t.db, { role: 1 });
    expect((await t.as(supervisor).get('/api/campaign/create')).statusCode).toBe(403);
  });
});

describe('POST /api/campaign/actived/set/:id', () => {
  it('activates and deactivates for role 2+', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db);
    const on = await t.as(admin).post(`/api/campaign/actived/set/${c.id}?active=true`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: c.id, active: true });
    const off = await t.as(admin).post(`/api/campaign/actived/set/${c.id}?active=false`);
    expect(off.json().active).toBe(false);
  });

  it('refuses the campaign supervisor (403), hides other organizations (404), checks input (400)', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const path = `/api/campaign/actived/set/${c.id}?active=true`;
    expect((await t.anon.post(path)).statusCode).toBe(401);
    expect((await t.as(supervisor).post(path)).statusCode).toBe(403);
    const foreignAdmin = await makeUser(t.db, {
      role: 2,
      organizationId: (await makeOrganization(t.db)).id,
    });
    expect((await t.as(foreignAdmin).post(path)).statusCode).toBe(404);
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).post(`/api/campaign/actived/set/${c.id}`)).statusCode).toBe(400);
    expect((await campaignRow(c.id))?.active).toBe(false);
  });
});

describe('POST /api/campaign/delete/:id', () => {
  it('deletes a campaign without activities', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db, { targetIds: [1] });
    const res = await t.as(admin).post(`/api/campaign/delete/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await campaignRow(c.id)).toBeUndefined();
  });

  it("keeps a campaign with activities: 409 'campaign have activities'", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db);
    await makeActivity(t.db, { campaignId: c.id });
    const res = await t.as(admin).post(`/api/campaign/delete/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'campaign have activities',
      message: 'La campaña tiene actividades creadas. No se puede borrar',
    });
    expect(await campaignRow(c.id)).toBeDefined();
  });

  it('answers 401, 403 for the supervisor, 404 for unknown or foreign campaigns', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    expect((await t.anon.post(`/api/campaign/delete/${c.id}`)).statusCode).toBe(401);
    expect((await t.as(supervisor).post(`/api/campaign/delete/${c.id}`)).statusCode).toBe(403);
    const foreignAdmin = await makeUser(t.db, {
      role: 2,
      organizationId: (await makeOrganization(t.db)).id,
    });
    expect((await t.as(foreignAdmin).post(`/api/campaign/delete/${c.id}`)).statusCode).toBe(404);
    expect((await t.as(foreignAdmin).post('/api/campaign/delete/987654')).statusCode).toBe(404);
    expect(await campaignRow(c.id)).toBeDefined();
  });
});

describe('POST /api/campaign/clone/:id', () => {
  it('copies data, targets and content, inactive, without activities or files', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const supervisor = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, {
      name: 'Original',
      description: 'Corta',
      active: true,
      edition: '2025',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      supervisorId: supervisor.id,
      targetIds: [2, 4],
      image: 'foto.png',
      files: ['a.pdf'],
      content: '<p>Texto</p>',
    });
    await makeActivity(t.db, { campaignId: c.id });
    const res = await t.as(admin).post(`/api/campaign/clone/${c.id}`);
    expect(res.statusCode).toBe(200);
    const copy = res.json();
    expect(copy.id).not.toBe(c.id);
    expect(copy).toMatchObject({
      name: 'Original (copia)',
      description: 'Corta',
      active: false,
      edition: '2025',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      supervisor: { id: supervisor.id },
      targets: [{ id: 2 }, { id: 4 }],
      image: null,
      files: [],
      content: '<p>Texto</p>',
    });
    const copied = await t.db.select().from(activities).where(eq(activities.campaignId, copy.id));
    expect(copied).toEqual([]);
  });

  it('answers 401, 403 below role 2 and 404 for an unknown id', async () => {
    const c = await makeCampaignWith(t.db);
    expect((await t.anon.post(`/api/campaign/clone/${c.id}`)).statusCode).toBe(401);
    const supervisor = await makeUser(t.db, { role: 1 });
    expect((await t.as(supervisor).post(`/api/campaign/clone/${c.id}`)).statusCode).toBe(403);
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).post('/api/campaign/clone/987654')).statusCode).toBe(404);
  });
});
