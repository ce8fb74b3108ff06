import { describe, expect, it } from 'vitest';
import { entityUsers } from '../../db/schema/entities.ts';
import { makeEntity, makeOrganization, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

/** A link that ended: the user represented the entity until yesterday. */
const endedLink = (userId: number, entityId: number) =>
  t.db.insert(entityUsers).values({
    userId,
    entityId,
    active: false,
    since: new Date(Date.now() - 30 * 86_400_000),
    until: new Date(Date.now() - 86_400_000),
  });

describe('GET /api/entity/list-historical/for-user/:id', () => {
  it('lists the entities the user represents first, then those it represented', async () => {
    const user = await makeUser(t.db);
    const old = await makeEntity(t.db, { name: 'Asociación Antigua', cif: 'G33000050' });
    const current = await makeEntity(t.db, { name: 'Colegio Actual', representedBy: user.id });
    await endedLink(user.id, old.id);
    const res = await t.as(user).get(`/api/entity/list-historical/for-user/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        isActive: true,
        until: null,
        entity: expect.objectContaining({ id: current.id }),
      }),
      expect.objectContaining({
        isActive: false,
        text: 'Asociación Antigua (G33000050)',
        until: expect.any(String),
        entity: expect.objectContaining({ id: old.id }),
      }),
    ]);
  });

  it('shows a user of the organization to role 1+, and hides it from others (404)', async () => {
    const user = await makeUser(t.db);
    await makeEntity(t.db, { representedBy: user.id });
    const url = `/api/entity/list-historical/for-user/${user.id}`;
    const gestor = await makeUser(t.db, { role: 1 });
    expect((await t.as(gestor).get(url)).json()).toHaveLength(1);
    const participant = await makeUser(t.db);
    expect((await t.as(participant).get(url)).statusCode).toBe(404);
    const org = await makeOrganization(t.db);
    const stranger = await makeUser(t.db, { role: 3, organizationId: org.id });
    expect((await t.as(stranger).get(url)).statusCode).toBe(404);
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/entity/list-historical-users/:id', () => {
  it("lists the entity's users of the caller's organization to role 2+", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db, { name: 'Marta', surname: 'Suárez' });
    const former = await makeUser(t.db);
    const entity = await makeEntity(t.db, { representedBy: user.id });
    await endedLink(former.id, entity.id);
    const org = await makeOrganization(t.db);
    const stranger = await makeUser(t.db, { organizationId: org.id });
    await t.db.insert(entityUsers).values({ userId: stranger.id, entityId: entity.id });
    const res = await t.as(admin).get(`/api/entity/list-historical-users/${entity.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        isActive: true,
        text: `Marta Suárez (${user.username})`,
        user: expect.objectContaining({ id: user.id, email: user.email, role: 0 }),
      }),
      expect.objectContaining({
        isActive: false,
        user: expect.objectContaining({ id: former.id }),
      }),
    ]);
    expect(res.body).not.toMatch(/passwordHash|password_hash/);
  });

  it('is hidden from role 1 and participants (403); 404 unknown; 401 nobody', async () => {
    const entity = await makeEntity(t.db);
    const url = `/api/entity/list-historical-users/${entity.id}`;
    for (const role of [0, 1] as const) {
      expect((await t.as(await makeUser(t.db, { role })).get(url)).statusCode).toBe(403);
    }
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).get('/api/entity/list-historical-users/9876543')).statusCode).toBe(
      404,
    );
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/entity/list-center-data/:id', () => {
  it('lists the group: the main entity first, marked, then its centres by name', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const main = await makeEntity(t.db, { name: 'Zeta Principal' });
    const b = await makeEntity(t.db, { name: 'Centro B', mainEntityId: main.id });
    const a = await makeEntity(t.db, { name: 'centro a', mainEntityId: main.id });
    const expected = [
      {
        id: main.id,
        name: 'Zeta Principal',
        isMain: true,
        text: 'Zeta Principal (Entidad Principal)',
      },
      { id: a.id, name: 'centro a', isMain: false, text: 'centro a' },
      { id: b.id, name: 'Centro B', isMain: false, text: 'Centro B' },
    ];
    expect((await t.as(gestor).get(`/api/entity/list-center-data/${main.id}`)).json()).toEqual(
      expected,
    );
    expect((await t.as(gestor).get(`/api/entity/list-center-data/${b.id}`)).json()).toEqual(
      expected,
    );
  });

  it('answers a group of one for a lone entity; 404 unknown; 403 participant', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const lone = await makeEntity(t.db, { name: 'Sola' });
    const res = (await t.as(gestor).get(`/api/entity/list-center-data/${lone.id}`)).json();
    expect(res).toEqual([expect.objectContaining({ id: lone.id, isMain: true })]);
    expect((await t.as(gestor).get('/api/entity/list-center-data/9876543')).statusCode).toBe(404);
    const participant = await makeUser(t.db);
    const url = `/api/entity/list-center-data/${lone.id}`;
    expect((await t.as(participant).get(url)).statusCode).toBe(403);
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });
});
