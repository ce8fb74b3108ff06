import { randomBytes } from 'node:crypto';
import { EntityAdminPage } from '@extranet/shared/schemas/entity-admin';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like.ts';
import { entities } from '../../db/schema/entities.ts';
import {
  makeActivity,
  makeCampaign,
  makeEntity,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { expectExactReply } from '../../../test/exact-reply.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';

const t = useTestApp();

const LIST = '/api/entity/list/by-filter-order-by-name';

/** A word no other test's entity has, so that each test lists only its own entities. */
const tag = () => `Q${randomBytes(4).toString('hex')}`;

/** An order of a campaign that `supervisorId` supervises, validated on `entityId`. */
async function validatedOrder(entityId: number, supervisorId: number, organizationId = 1) {
  const campaign = await makeCampaign(t.db, { supervisorId, organizationId });
  const activity = await makeActivity(t.db, { campaignId: campaign.id });
  return makeOrder(t.db, { activityId: activity.id, entityId });
}

type Item = { id: number; name: string; mainLegalEntityName: string };
const idsOf = (body: { items: Item[] }) => body.items.map((e) => e.id);

describe('GET /api/entity/list/by-filter-order-by-name', () => {
  it('refuses an anonymous caller (401) and a participant (403)', async () => {
    expect((await t.anon.get(LIST)).statusCode).toBe(401);
    expect((await t.as(await makeUser(t.db)).get(LIST)).statusCode).toBe(403);
  });

  it('lists by name, accents and case aside, 75 a page, the total on page 0 only', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const word = tag();
    const b = await makeEntity(t.db, { name: `Colegio Ñora ${word} Beta` });
    const a = await makeEntity(t.db, { name: `colegio ñora ${word} alfa` });
    await makeEntity(t.db, { name: `Otro ${tag()}` });
    const first = (
      await t.as(admin).get(`${LIST}?name=${encodeURIComponent(`ÑORA ${word}`)}`)
    ).json();
    expect(first).toMatchObject({ total: 2 });
    expect(idsOf(first)).toEqual([a.id, b.id]);
    const paged = (await t.as(admin).get(`${LIST}?name=${word}&_page=1&_pagesize=1`)).json();
    expect(paged).toEqual({ total: null, items: [expect.objectContaining({ id: b.id })] });
    expectExactReply(EntityAdminPage, first);
    expectExactReply(EntityAdminPage, paged);
    const all = (await t.as(admin).get(LIST)).json();
    expect(all.items.length).toBeLessThanOrEqual(75);
  });

  it('finds an entity by the name it has now, through the trigram index of folded names', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const word = tag();
    const entity = await makeEntity(t.db, { name: `Asociación ${word}` });
    // The folded name is a column PostgreSQL keeps: it must follow a rename.
    await t.db
      .update(entities)
      .set({ name: `Ayuntamiento Ñorá ${word}` })
      .where(eq(entities.id, entity.id));
    const found = (
      await t.as(admin).get(`${LIST}?name=${encodeURIComponent(`ñora ${word}`)}`)
    ).json();
    expect(idsOf(found)).toEqual([entity.id]);
    expect((await t.as(admin).get(`${LIST}?name=asociacion ${word}`)).json().total).toBe(0);
    // A plan without the index means the migration's index or extension is gone.
    const plan = await planWithoutSeqScan(
      t.db,
      sql`select count(*) from ${entities} where ${entities.searchName} like ${containsPattern('colegio')}`,
    );
    expect(plan).toContain('entities_search_name_trgm_idx');
  });

  it('filters by CIF prefix (cleaned) and by council, -1 being any', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const word = tag();
    const gijon = await makeEntity(t.db, { name: word, cif: 'B33000019', councilId: 24 });
    const oviedo = await makeEntity(t.db, { name: word, cif: 'B33000027', councilId: 44 });
    const get = async (query: string) =>
      idsOf((await t.as(admin).get(`${LIST}?name=${word}&${query}`)).json()).sort();
    expect(await get('cif=b-3300001')).toEqual([gijon.id]);
    expect(await get('council=44')).toEqual([oviedo.id]);
    expect(await get('council=-1')).toEqual([gijon.id, oviedo.id].sort());
  });

  it('splits main entities (tab ENTIDADES) from centres (tab CENTROS)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const word = tag();
    const main = await makeEntity(t.db, { name: `${word} Principal` });
    const centre = await makeEntity(t.db, { name: `${word} Centro`, mainEntityId: main.id });
    const mains = (await t.as(admin).get(`${LIST}?name=${word}&centres=false`)).json();
    expect(mains.items).toEqual([
      expect.objectContaining({ id: main.id, mainLegalEntityName: 'La entidad es principal' }),
    ]);
    const centres = (await t.as(admin).get(`${LIST}?name=${word}&centres=true`)).json();
    expect(centres.items).toEqual([
      expect.objectContaining({
        id: centre.id,
        mainEntityId: main.id,
        mainLegalEntityName: `Centro de ${word} Principal`,
      }),
    ]);
  });

  it("gives a gestor its own campaigns' entities only, whatever supervisorId it sends", async () => {
    const word = tag();
    const gestor = await makeUser(t.db, { role: 1 });
    const otherGestor = await makeUser(t.db, { role: 1 });
    const mine = await makeEntity(t.db, { name: `${word} mía` });
    const theirs = await makeEntity(t.db, { name: `${word} ajena` });
    await makeEntity(t.db, { name: `${word} sin solicitudes` });
    await validatedOrder(mine.id, gestor.id);
    await validatedOrder(theirs.id, otherGestor.id);
    for (const query of ['', `&supervisorId=${otherGestor.id}`, '&supervisorId=-1']) {
      const res = (await t.as(gestor).get(`${LIST}?name=${word}${query}`)).json();
      expect(idsOf(res)).toEqual([mine.id]);
    }
  });

  it("lets an administrator narrow to a gestor's entities, within its organization", async () => {
    const word = tag();
    const admin = await makeUser(t.db, { role: 2 });
    const gestor = await makeUser(t.db, { role: 1 });
    const entity = await makeEntity(t.db, { name: word });
    await makeEntity(t.db, { name: `${word} otra` });
    await validatedOrder(entity.id, gestor.id);
    const res = (await t.as(admin).get(`${LIST}?name=${word}&supervisorId=${gestor.id}`)).json();
    expect(idsOf(res)).toEqual([entity.id]);
    const org = await makeOrganization(t.db);
    const stranger = await makeUser(t.db, { role: 2, organizationId: org.id });
    const none = (
      await t.as(stranger).get(`${LIST}?name=${word}&supervisorId=${gestor.id}`)
    ).json();
    expect(none).toEqual({ items: [], total: 0 });
  });
});

describe('GET /api/entity/get/by-id/', () => {
  it('answers an entity to role 1+, 404 for an unknown id, 403 to a participant', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const entity = await makeEntity(t.db, { councilId: 24, targetId: 3 });
    const res = await t.as(gestor).get(`/api/entity/get/by-id/?id=${entity.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: entity.id,
      council: { id: 24, value: 'Gijón' },
      target: { id: 3 },
      idTarget: 3,
      disabled: false,
    });
    expect((await t.as(gestor).get('/api/entity/get/by-id/?id=98765432')).statusCode).toBe(404);
    const participant = await makeUser(t.db);
    const refused = await t.as(participant).get(`/api/entity/get/by-id/?id=${entity.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await t.anon.get(`/api/entity/get/by-id/?id=${entity.id}`)).statusCode).toBe(401);
  });
});
