import { describe, expect, it } from 'vitest';
import { makeEntity, makeOrder, makeOrganization, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const names = (res: { json(): { name: string }[] | { items: { name: string }[] } }) => {
  const body = res.json();
  return (Array.isArray(body) ? body : body.items).map((entity) => entity.name);
};

describe('GET /api/entity/list/for-user/:idUser', () => {
  it('lists the entities the user represents and those validated on its orders', async () => {
    const user = await makeUser(t.db);
    await makeEntity(t.db, { name: 'Zeta Representada', representedBy: user.id });
    const validated = await makeEntity(t.db, { name: 'Alfa Validada', targetId: 3 });
    await makeOrder(t.db, { userId: user.id, entityId: validated.id, entityMode: 2 });
    await makeEntity(t.db, { name: 'Ajena' });
    await makeEntity(t.db, { name: 'Desactivada', disabled: true, representedBy: user.id });
    const res = await t.as(user).get(`/api/entity/list/for-user/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Alfa Validada', 'Zeta Representada']);
    expect(names(await t.as(user).get(`/api/entity/list/for-user/${user.id}?targets=3`))).toEqual([
      'Alfa Validada',
    ]);
  });

  it("answers 404 for another user's id unless role 2+, and 401 without a login", async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    await makeEntity(t.db, { name: 'De Otro', representedBy: other.id });
    const url = `/api/entity/list/for-user/${other.id}`;
    expect((await t.as(user).get(url)).statusCode).toBe(404);
    expect((await t.as(await makeUser(t.db, { role: 1 })).get(url)).statusCode).toBe(404);
    expect(names(await t.as(await makeUser(t.db, { role: 2 })).get(url))).toEqual(['De Otro']);
    expect((await t.anon.get(url)).statusCode).toBe(401);
  });

  it('answers 404 to an administrator of another organization, as its sibling list-historical does', async () => {
    const other = await makeUser(t.db);
    await makeEntity(t.db, { name: 'De Otra Organización', representedBy: other.id });
    const organization = await makeOrganization(t.db);
    const foreignAdmin = await makeUser(t.db, { role: 3, organizationId: organization.id });
    const res = await t.as(foreignAdmin).get(`/api/entity/list/for-user/${other.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not found');
    const historical = await t
      .as(foreignAdmin)
      .get(`/api/entity/list-historical/for-user/${other.id}`);
    expect(historical.statusCode).toBe(404);
  });
});

describe('GET /api/entity/list/by-filter', () => {
  it('finds by a name fragment and by a cleaned CIF prefix, 10 a page', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 12; i++) {
      await makeEntity(t.db, {
        name: `Colegio Búho ${String(i).padStart(2, '0')}`,
        cif: 'Q3399999J',
      });
    }
    await makeEntity(t.db, { name: 'Asociación 100% Verde', cif: 'G33999991' });
    const first = await t.as(user).get('/api/entity/list/by-filter?name=colegio%20b%C3%BAho');
    expect(first.json().total).toBe(12);
    expect(first.json().items).toHaveLength(10);
    const second = await t
      .as(user)
      .get('/api/entity/list/by-filter?name=colegio%20b%C3%BAho&_page=1');
    expect(second.json()).toMatchObject({ total: null });
    expect(second.json().items).toHaveLength(2);
    expect(names(await t.as(user).get('/api/entity/list/by-filter?cif=g-339999/x'))).toEqual([
      'Asociación 100% Verde',
    ]);
    expect(names(await t.as(user).get('/api/entity/list/by-filter?name=100%25'))).toEqual([
      'Asociación 100% Verde',
    ]);
    expect(
      (await t.as(user).get('/api/entity/list/by-filter?name=b%C3%BAho&targets=5')).json().items,
    ).toEqual([]);
  });

  it('needs a login (401)', async () => {
    expect((await t.anon.get('/api/entity/list/by-filter?name=x')).statusCode).toBe(401);
  });
});
