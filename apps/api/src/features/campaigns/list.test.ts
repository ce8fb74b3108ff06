import { CampaignPage } from '@extranet/shared/schemas/campaign';
import { describe, expect, it } from 'vitest';
import {
  makeCampaignWith,
  makeOrganization,
  makeUser,
  type MakeCampaignWithOptions,
} from '../../../test/factories.ts';
import { expectExactReply } from '../../../test/exact-reply.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

/** A fresh organization with one user of each role, so each test sees only its own campaigns. */
async function world() {
  const org = await makeOrganization(t.db);
  const organizationId = org.id;
  const [participant, supervisor, otherSupervisor, admin] = await Promise.all([
    makeUser(t.db, { organizationId, role: 0 }),
    makeUser(t.db, { organizationId, role: 1, name: 'Gestora' }),
    makeUser(t.db, { organizationId, role: 1 }),
    makeUser(t.db, { organizationId, role: 2 }),
  ]);
  const campaign = (options: MakeCampaignWithOptions = {}) =>
    makeCampaignWith(t.db, { organizationId, ...options });
  return { organizationId, participant, supervisor, otherSupervisor, admin, campaign };
}

const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((item) => item.name);

describe('GET /api/campaign/list/for-admin/:idUser', () => {
  it('lists all campaigns of the organization for role 2+, newest start first', async () => {
    const w = await world();
    await w.campaign({ name: 'Vieja', active: true, startDate: '2023-01-01' });
    await w.campaign({ name: 'Inactiva', active: false, startDate: '2024-06-01' });
    await w.campaign({ name: 'Nueva', active: true, startDate: '2025-01-01' });
    await makeCampaignWith(t.db, { name: 'Ajena', active: true });

    const all = await t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}?active=false`);
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Nueva', 'Inactiva', 'Vieja']);
    expect(all.json().total).toBe(3);

    const active = await t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}`);
    expect(names(active)).toEqual(['Nueva', 'Vieja']);
  });

  it('answers the campaign shape with supervisor, targets and image URL', async () => {
    const w = await world();
    const c = await w.campaign({
      name: 'Completa',
      active: true,
      supervisorId: w.supervisor.id,
      targetIds: [3, 1],
      image: '1_123_foto campaña.png',
      files: ['2_123_bases.pdf'],
      edition: '2025',
      content: '<p>Hola</p>',
    });
    const res = await t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}`);
    expectExactReply(CampaignPage, res.json());
    expectExactReply(
      CampaignPage,
      (await t.as(w.participant).get(`/api/campaign/list/for-user/${w.participant.id}`)).json(),
    );
    expect(res.json().items[0]).toEqual({
      id: c.id,
      name: 'Completa',
      description: '',
      startDate: c.startDate,
      endDate: c.endDate,
      edition: '2025',
      active: true,
      supervisor: { id: w.supervisor.id, name: 'Gestora', surname: w.supervisor.surname },
      targets: [
        { id: 1, value: 'Centros educativos' },
        { id: 3, value: 'Asociaciones y colectivos' },
      ],
      image: '1_123_foto campaña.png',
      imageUrl: `/api/files/campaign/${c.id}/image/1_123_foto%20campa%C3%B1a.png`,
      fileAgreement: null,
      files: ['2_123_bases.pdf'],
      content: '<p>Hola</p>',
    });
  });

  it('filters by text (name, description, edition; case-insensitive) and by target', async () => {
    const w = await world();
    await w.campaign({ name: 'Recicla en CASA', active: true, targetIds: [2] });
    await w.campaign({ name: 'Otra', description: 'Visitas al vertedero', active: true });
    await w.campaign({ name: 'Edición', edition: 'ED-2025', active: true, targetIds: [1, 2] });
    await w.campaign({ name: '100% reciclado', active: true });
    const list = (query: string) =>
      t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}?${query}`);

    expect(names(await list('text=casa'))).toEqual(['Recicla en CASA']);
    expect(names(await list('text=VERTEDERO'))).toEqual(['Otra']);
    expect(names(await list('text=ed-2025'))).toEqual(['Edición']);
    expect(names(await list('text=%25'))).toEqual(['100% reciclado']);
    expect(
      (await list('target=2&_sort=name&_dir=asc'))
        .json()
        .items.map((i: { name: string }) => i.name),
    ).toEqual(['Edición', 'Recicla en CASA']);
    expect(names(await list('target=1'))).toEqual(['Edición']);
    expect((await list('target=-1')).json().total).toBe(4);
  });

  it('pages from 0 with total on page 0 only', async () => {
    const w = await world();
    for (let i = 1; i <= 3; i++) {
      await w.campaign({ name: `C${i}`, active: true, startDate: `2025-01-0${i}` });
    }
    const page = (n: number) =>
      t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}?_page=${n}&_pagesize=2`);
    expect((await page(0)).json()).toMatchObject({ total: 3 });
    expect(names(await page(0))).toEqual(['C3', 'C2']);
    expect((await page(1)).json()).toMatchObject({ total: null });
    expect(names(await page(1))).toEqual(['C1']);
    expect(names(await page(2))).toEqual([]);
  });

  it('answers a campaign without targets with an empty list, and no campaign with total 0', async () => {
    const w = await world();
    const list = (query: string) =>
      t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}?${query}`);
    expect((await list('')).json()).toEqual({ items: [], total: 0 });
    await w.campaign({ name: 'Sin destinatarios', active: true });
    expect((await list('')).json()).toMatchObject({ items: [{ targets: [] }], total: 1 });
    expect((await list('text=nada&target=2')).json()).toEqual({ items: [], total: 0 });
  });

  it('answers 401 without a token and 403 below role 2', async () => {
    const w = await world();
    expect((await t.anon.get('/api/campaign/list/for-admin/1?_page=x')).statusCode).toBe(401);
    const res = await t.as(w.supervisor).get(`/api/campaign/list/for-admin/${w.supervisor.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for a bad query', async () => {
    const w = await world();
    for (const query of ['active=si', 'target=-2', '_sort=password', '_page=-1']) {
      const res = await t.as(w.admin).get(`/api/campaign/list/for-admin/${w.admin.id}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
    }
  });

  it('gives role 2+ the same admin list whatever user id the path names', async () => {
    const w = await world();
    await w.campaign({ name: 'Única', active: false });
    const res = await t
      .as(w.admin)
      .get(`/api/campaign/list/for-admin/${w.participant.id}?active=false`);
    expect(names(res)).toEqual(['Única']);
  });

  it("answers 404 when the path names another organization's user", async () => {
    const w = await world();
    const elsewhere = await makeOrganization(t.db);
    const foreign = await makeUser(t.db, { organizationId: elsewhere.id });
    const res = await t.as(w.admin).get(`/api/campaign/list/for-admin/${foreign.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/campaign/list/for-user/:idUser', () => {
  it('shows a participant only the active campaigns, whatever `active` says', async () => {
    const w = await world();
    await w.campaign({ name: 'Activa', active: true });
    await w.campaign({ name: 'Inactiva', active: false, supervisorId: w.supervisor.id });
    const me = `/api/campaign/list/for-user/${w.participant.id}`;
    expect(names(await t.as(w.participant).get(me))).toEqual(['Activa']);
    expect(names(await t.as(w.participant).get(`${me}?active=false`))).toEqual(['Activa']);
  });

  it('shows a supervisor its own inactive campaigns too when `active` is false', async () => {
    const w = await world();
    await w.campaign({ name: 'Activa', active: true, startDate: '2025-03-01' });
    await w.campaign({ name: 'Mía', active: false, supervisorId: w.supervisor.id });
    await w.campaign({ name: 'De otro', active: false, supervisorId: w.otherSupervisor.id });
    const me = `/api/campaign/list/for-user/${w.supervisor.id}`;
    expect(names(await t.as(w.supervisor).get(me))).toEqual(['Activa']);
    expect(names(await t.as(w.supervisor).get(`${me}?active=false&_sort=name&_dir=asc`))).toEqual([
      'Activa',
      'Mía',
    ]);
  });

  it("hides another user's list from roles 0 and 1 (404) but not from role 2+", async () => {
    const w = await world();
    await w.campaign({ name: 'Mía', active: false, supervisorId: w.supervisor.id });
    const path = `/api/campaign/list/for-user/${w.supervisor.id}?active=false`;
    expect((await t.as(w.participant).get(path)).statusCode).toBe(404);
    expect((await t.as(w.otherSupervisor).get(path)).statusCode).toBe(404);
    const seenByAdmin = await t.as(w.admin).get(path);
    expect(names(seenByAdmin)).toEqual(['Mía']);
    const stranger = await makeUser(t.db, { organizationId: (await makeOrganization(t.db)).id });
    const other = `/api/campaign/list/for-user/${stranger.id}`;
    expect((await t.as(w.admin).get(other)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await t.anon.get('/api/campaign/list/for-user/1')).statusCode).toBe(401);
  });
});

describe('GET /api/campaign/get/by-id/', () => {
  it('answers a visible campaign with its editor JSON, and 404 for a hidden one', async () => {
    const w = await world();
    const active = await w.campaign({ name: 'Activa', active: true });
    const inactive = await w.campaign({ active: false, supervisorId: w.supervisor.id });
    const get = (id: number) => `/api/campaign/get/by-id/?id=${id}`;
    const res = await t.as(w.participant).get(get(active.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: active.id, name: 'Activa', contentJson: null });
    expect((await t.as(w.participant).get(get(inactive.id))).statusCode).toBe(404);
    expect((await t.as(w.otherSupervisor).get(get(inactive.id))).statusCode).toBe(404);
    expect((await t.as(w.supervisor).get(get(inactive.id))).statusCode).toBe(200);
    expect((await t.as(w.admin).get(get(inactive.id))).statusCode).toBe(200);
    const foreign = await makeCampaignWith(t.db, { active: true });
    expect((await t.as(w.admin).get(get(foreign.id))).statusCode).toBe(404);
    expect((await t.anon.get(get(active.id))).statusCode).toBe(401);
  });
});

describe('GET /api/campaign/list/all-active', () => {
  it('lists id and name of the active campaigns of the organization, by name', async () => {
    const w = await world();
    const b = await w.campaign({ name: 'Bosques', active: true });
    const a = await w.campaign({ name: 'Agua', active: true });
    await w.campaign({ name: 'Apagada', active: false });
    const res = await t.as(w.participant).get('/api/campaign/list/all-active');
    expect(res.json()).toEqual([
      { id: a.id, name: 'Agua' },
      { id: b.id, name: 'Bosques' },
    ]);
    expect((await t.anon.get('/api/campaign/list/all-active')).statusCode).toBe(401);
  });
});

describe('GET /api/campaign/list-supervisors-organization/', () => {
  it('lists enabled users of role 1+ of the organization by surname (role 2+ only)', async () => {
    const org = await makeOrganization(t.db);
    const organizationId = org.id;
    const admin = await makeUser(t.db, { organizationId, role: 2, name: 'Zoe' });
    const gestor = await makeUser(t.db, { organizationId, role: 1, name: 'Ana' });
    await makeUser(t.db, { organizationId, role: 0 });
    await makeUser(t.db, { organizationId, role: 1, disabled: true });
    await makeUser(t.db, { role: 1 });
    const res = await t.as(admin).get('/api/campaign/list-supervisors-organization/');
    expect(res.statusCode).toBe(200);
    // Same surname from the factory: then by name.
    expect(res.json()).toEqual([
      { id: gestor.id, name: 'Ana', surname: gestor.surname },
      { id: admin.id, name: 'Zoe', surname: admin.surname },
    ]);
    expect(
      (await t.as(gestor).get('/api/campaign/list-supervisors-organization/')).statusCode,
    ).toBe(403);
    expect((await t.anon.get('/api/campaign/list-supervisors-organization/')).statusCode).toBe(401);
  });
});
