import { describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeOrderFile,
  makeOrganization,
  makeUser,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';

const t = useTestApp();

const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((i) => i.id);
const list = (user: { id: number }, query = '') =>
  t.as(user).get(`/api/order/list-minimized/by-filter${query}`);

/**
 * Two supervisors with a campaign each; orders of two participants in both, with entities,
 * states and dates to filter on.
 */
async function world() {
  const ana = await makeUser(t.db, { role: 1, name: 'Ana' });
  const bea = await makeUser(t.db, { role: 1, name: 'Bea' });
  const campaignA = await makeCampaignWith(t.db, { supervisorId: ana.id, name: 'Campaña A' });
  const campaignB = await makeCampaignWith(t.db, { supervisorId: bea.id, name: 'Campaña B' });
  const visit = await makeActivityWith(t.db, { campaignId: campaignA.id, name: 'Visita' });
  const workshop = await makeActivityWith(t.db, { campaignId: campaignB.id, name: 'Taller' });
  const pablo = await makeUser(t.db, { name: 'Pablo' });
  const rocio = await makeUser(t.db, { name: 'Rocío' });
  const school = await makeEntity(t.db, { name: 'Colegio Público Ería' });
  const o1 = await makeOrder(t.db, {
    userId: pablo.id,
    activityId: visit.id,
    entityId: school.id,
    entityMode: 2,
    createdAt: new Date('2026-03-01T23:30:00Z'),
  });
  const o2 = await makeOrder(t.db, {
    userId: rocio.id,
    activityId: visit.id,
    stateId: 2,
    entityMode: 2,
    entityData: { name: 'AMPA Ríos' },
    createdAt: new Date('2026-03-05T10:00:00Z'),
  });
  const o3 = await makeOrder(t.db, {
    userId: pablo.id,
    activityId: workshop.id,
    stateId: 3,
    createdAt: new Date('2026-04-01T10:00:00Z'),
  });
  return { ana, bea, pablo, rocio, visit, workshop, campaignA, school, o1, o2, o3 };
}

describe('GET /api/order/list-minimized/by-filter', () => {
  it('gives a participant its own orders only, whatever userId it sends', async () => {
    const w = await world();
    const own = await list(w.pablo);
    expect(own.statusCode).toBe(200);
    expect(ids(own)).toEqual([w.o3.id, w.o1.id]);
    expect(own.json().total).toBe(2);
    expect(ids(await list(w.pablo, `?userId=${w.rocio.id}`))).toEqual([w.o3.id, w.o1.id]);
    expect(own.json().items[1]).toEqual({
      id: w.o1.id,
      date: '2026-03-01T23:30:00.000Z',
      state: { id: 1, value: 'Pendiente' },
      activityId: w.visit.id,
      activityName: 'Visita',
      campaignId: w.campaignA.id,
      campaignName: 'Campaña A',
      userId: w.pablo.id,
      userName: 'Pablo Prueba Factoría',
      entityId: w.school.id,
      entityName: 'Colegio Público Ería',
      supervisorId: w.ana.id,
    });
  });

  it('scopes a supervisor to its campaigns, and gives it its own requests with its userId', async () => {
    const w = await world();
    expect(ids(await list(w.ana))).toEqual([w.o2.id, w.o1.id]);
    expect(ids(await list(w.ana, `?supervisorId=${w.bea.id}`))).toEqual([w.o2.id, w.o1.id]);
    expect(ids(await list(w.ana, `?userId=${w.pablo.id}`))).toEqual([w.o1.id]);
    const mine = await makeOrder(t.db, { userId: w.bea.id, activityId: w.visit.id });
    expect(ids(await list(w.bea, `?userId=${w.bea.id}`))).toEqual([mine.id]);
  });

  it('gives an administrator its whole organization, narrowed by supervisor', async () => {
    const w = await world();
    const foreign = await makeCampaignWith(t.db, {
      organizationId: (await makeOrganization(t.db)).id,
    });
    const hidden = await makeOrder(t.db, {
      activityId: (await makeActivityWith(t.db, { campaignId: foreign.id })).id,
    });
    const admin = await makeUser(t.db, { role: 2 });
    const all = ids(await list(admin, '?_pagesize=500'));
    expect(all).toEqual(expect.arrayContaining([w.o1.id, w.o2.id, w.o3.id]));
    expect(all).not.toContain(hidden.id);
    expect(ids(await list(admin, `?supervisorId=${w.bea.id}`))).toEqual([w.o3.id]);
  });

  it('filters by activity, entity tags, applicant, dates (Madrid days), id and state', async () => {
    const w = await world();
    const admin = await makeUser(t.db, { role: 2 });
    const q = (query: string) => list(admin, `?supervisorId=${w.ana.id}&${query}`).then(ids);
    const both = [w.o2.id, w.o1.id];
    expect(await q(`activity=${w.visit.id},${w.workshop.id}`)).toEqual(both);
    expect(await q('entity=colegio%20publico%20eria')).toEqual([w.o1.id]);
    expect(await q('entity=xx,rios')).toEqual([w.o2.id]);
    expect(await q('name=rocio')).toEqual([w.o2.id]);
    expect(await q('startDate=2026-03-02')).toEqual(both);
    expect(await q('endDate=2026-03-01')).toEqual([]);
    expect(await q('startDate=02/03/2026&endDate=02/03/2026')).toEqual([w.o1.id]);
    expect(await q(`id=${w.o2.id}`)).toEqual([w.o2.id]);
    expect(await q('stateId=2')).toEqual([w.o2.id]);
    expect(await q('stateId=-1')).toEqual(both);
    // The report a list was opened from is part of the filter and changes nothing.
    expect(await q('reportId=6')).toEqual(both);
    // The applicant's name filters the manager list only.
    expect(ids(await list(w.pablo, '?name=zzz'))).toEqual([w.o3.id, w.o1.id]);
  });

  it('sorts by each column in SQL, and counts the total on page 0 only', async () => {
    const w = await world();
    const admin = await makeUser(t.db, { role: 2 });
    const q = (query: string) => list(admin, `?supervisorId=${w.ana.id}&${query}`).then(ids);
    expect(await q('_sort=id&_dir=asc')).toEqual([w.o1.id, w.o2.id]);
    expect(await q('_sort=state&_dir=desc')).toEqual([w.o2.id, w.o1.id]);
    expect(await q('_sort=date&_dir=asc')).toEqual([w.o1.id, w.o2.id]);
    expect(await q('_sort=applicant&_dir=asc')).toEqual([w.o1.id, w.o2.id]);
    expect(await q('_sort=entity&_dir=asc')).toEqual([w.o2.id, w.o1.id]);
    const byPablo = `/api/order/list-minimized/by-filter?userId=${w.pablo.id}&_sort=activity`;
    expect(ids(await t.as(admin).get(`${byPablo}&_dir=asc`))).toEqual([w.o3.id, w.o1.id]);
    const page1 = await list(admin, `?supervisorId=${w.ana.id}&_page=1&_pagesize=1`);
    expect(page1.json()).toMatchObject({ total: null, items: [{ id: w.o1.id }] });
    const bad = await list(admin, '?_sort=password');
    expect(bad.statusCode).toBe(400);
  });

  it("writes a screen's page (lookups) as an export's rows (joins) write the same orders", async () => {
    const w = await world();
    const admin = await makeUser(t.db, { role: 2 });
    // A date filter reads a screen's page in two steps, its ids and then their rows.
    const dated = '&startDate=2020-01-01&endDate=2030-12-31';
    for (const sort of ['id', 'state', 'date', 'activity', 'applicant', 'entity']) {
      for (const [dir, dates] of [
        ['asc', ''],
        ['asc', dated],
        ['desc', dated],
      ] as const) {
        const query = `?_sort=${sort}&_dir=${dir}&userId=${w.pablo.id}${dates}`;
        const screen = (await list(admin, `${query}&_pagesize=10`)).json();
        const exported = (await list(admin, `${query}&_pagesize=5000`)).json();
        expect(screen.items.length).toBeGreaterThan(1);
        expect(screen).toEqual(exported);
      }
    }
  });

  it('needs a login (401)', async () => {
    expect((await t.anon.get('/api/order/list-minimized/by-filter')).statusCode).toBe(401);
  });
});

describe('GET /api/order/list-minimized/by-attachment', () => {
  it('gives one row per stored file with its download address, scoped like the list', async () => {
    const w = await world();
    const photo = await makeOrderFile(t.db, { orderId: w.o1.id, originalName: 'foto clase.png' });
    const plan = await makeOrderFile(t.db, {
      orderId: w.o1.id,
      fieldName: 'plano',
      originalName: 'plano.pdf',
    });
    await makeOrderFile(t.db, { orderId: w.o3.id });
    const res = await t.as(w.ana).get('/api/order/list-minimized/by-attachment');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().items.map((i: { file: { id: number } }) => i.file.id)).toEqual([
      plan.id,
      photo.id,
    ]);
    expect(res.json().items[1]).toMatchObject({
      id: w.o1.id,
      userName: 'Pablo Prueba Factoría',
      file: {
        file: photo.storedName,
        originalName: 'foto clase.png',
        url: `/api/order/${w.o1.id}/file/${encodeURIComponent(photo.storedName)}`,
      },
    });
    const named = await t.as(w.ana).get('/api/order/list-minimized/by-attachment?name=PLANO');
    expect(named.json().items.map((i: { file: { id: number } }) => i.file.id)).toEqual([plan.id]);
  });

  it('is for managers: a participant gets 403, an anonymous caller 401', async () => {
    const w = await world();
    const url = '/api/order/list-minimized/by-attachment';
    expect((await t.as(w.pablo).get(url)).statusCode).toBe(403);
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });
});

describe('the filters choice lists', () => {
  it('gives campaign → activities and entity names, scoped like the lists', async () => {
    const w = await world();
    // Nobody asked for this one: it cannot narrow a list, so the cascader does not offer it.
    await makeActivityWith(t.db, { campaignId: w.campaignA.id, name: 'Sin solicitudes' });
    const tree = (await t.as(w.ana).get('/api/order/get-activity-names/')).json();
    expect(tree).toEqual([
      {
        campaignId: w.campaignA.id,
        campaignName: 'Campaña A',
        activities: [{ id: w.visit.id, name: 'Visita', complement: '' }],
      },
    ]);
    const own = (await t.as(w.pablo).get('/api/order/get-activity-names/')).json();
    expect(own.map((c: { campaignName: string }) => c.campaignName).sort()).toEqual([
      'Campaña A',
      'Campaña B',
    ]);
    expect((await t.as(w.ana).get('/api/order/get-entity-names/')).json()).toEqual([
      'AMPA Ríos',
      'Colegio Público Ería',
    ]);
    expect((await t.as(w.rocio).get('/api/order/get-entity-names/')).json()).toEqual(['AMPA Ríos']);
    expect((await t.anon.get('/api/order/get-entity-names/')).statusCode).toBe(401);
    expect((await t.anon.get('/api/order/get-activity-names/')).statusCode).toBe(401);
  });
});
