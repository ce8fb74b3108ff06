import { UserPage } from '@extranet/shared/schemas/user-admin';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema/users.ts';
import { makeOrganization, makeUser } from '../../../test/factories.ts';
import { expectExactReply } from '../../../test/exact-reply.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';

const t = useTestApp();

const LIST = '/api/user/list/for-user-organization/';

/** A new organization with an administrator, so each test sees only its own users. */
async function organizationWithAdmin(role: 1 | 2 | 3 = 2) {
  const org = await makeOrganization(t.db);
  const admin = await makeUser(t.db, { role, organizationId: org.id, surname: 'Zzz Admin' });
  return { org, admin };
}

type Item = { id: number; surname: string; role: number };

describe('GET /api/user/list/for-user-organization/', () => {
  it('refuses an anonymous caller (401) and a participant (403)', async () => {
    expect((await t.anon.get(LIST)).statusCode).toBe(401);
    const participant = await makeUser(t.db);
    expect((await t.as(participant).get(LIST)).statusCode).toBe(403);
  });

  it("lists the caller's organization only, by surname, with the total on page 0 only", async () => {
    const { org, admin } = await organizationWithAdmin();
    const b = await makeUser(t.db, { organizationId: org.id, surname: 'Blanco' });
    const a = await makeUser(t.db, { organizationId: org.id, surname: 'Álvarez' });
    await makeUser(t.db, { surname: 'Aaa Otra Organización' });
    const first = (await t.as(admin).get(`${LIST}?_page=0&_pagesize=2`)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((u: Item) => u.id)).toEqual([a.id, b.id]);
    const second = (await t.as(admin).get(`${LIST}?_page=1&_pagesize=2`)).json();
    expect(second).toMatchObject({ total: null, items: [{ id: admin.id }] });
    expect(JSON.stringify(first)).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expectExactReply(UserPage, first);
    expectExactReply(UserPage, second);
  });

  it('sorts by id, newest first, when asked', async () => {
    const { org, admin } = await organizationWithAdmin();
    const later = await makeUser(t.db, { organizationId: org.id });
    const res = (await t.as(admin).get(`${LIST}?_sort=id`)).json();
    expect(res.items.map((u: Item) => u.id)).toEqual([later.id, admin.id]);
  });

  it('filters by text over name, surname, login and e-mail, accents and case aside', async () => {
    const { org, admin } = await organizationWithAdmin(1);
    const inigo = await makeUser(t.db, {
      organizationId: org.id,
      name: 'Íñigo',
      surname: 'Martínez López',
    });
    const other = await makeUser(t.db, { organizationId: org.id, email: 'buscame@correo.test' });
    const ids = async (text: string) =>
      (await t.as(admin).get(`${LIST}?text=${encodeURIComponent(text)}`))
        .json()
        .items.map((u: Item) => u.id);
    expect(await ids('iñigo martinez')).toEqual([inigo.id]);
    expect(await ids('LOPEZ íñigo')).toEqual([inigo.id]);
    expect(await ids(inigo.username.toLowerCase())).toEqual([inigo.id]);
    expect(await ids('BUSCAME@')).toEqual([other.id]);
    expect(await ids('nadie_%')).toEqual([]);
    // Page 0's total counts what the filter finds, none included.
    const found = await t.as(admin).get(`${LIST}?text=${encodeURIComponent('martinez')}`);
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: inigo.id }] });
    expect((await t.as(admin).get(`${LIST}?text=nadie`)).json()).toEqual({ items: [], total: 0 });
  });

  it("looks a word up in the trigram index of the users' text instead of reading every user", async () => {
    // A plan without the index means the migration's index or extension is gone.
    const plan = await planWithoutSeqScan(
      t.db,
      sql`select count(*) from ${users} where ${users.searchText} like ${containsPattern('garcia')}`,
    );
    expect(plan).toContain('users_search_text_trgm_idx');
  });

  it("keeps page 0's total true as users come, change role or organization, and go", async () => {
    const { org, admin } = await organizationWithAdmin();
    const other = await organizationWithAdmin();
    /** Page 0's totals of every role and of roles 0 and 1, and what the users table counts. */
    const totals = async (caller: typeof admin, organizationId: number) => {
      const total = async (role: number) =>
        (await t.as(caller).get(`${LIST}?role=${role}&_pagesize=1`)).json().total as number;
      const [row] = await t.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.organizationId, organizationId));
      return {
        all: await total(-1),
        participants: await total(0),
        gestores: await total(1),
        counted: row?.n,
      };
    };
    const [ana, luis] = [
      await makeUser(t.db, { organizationId: org.id }),
      await makeUser(t.db, { organizationId: org.id }),
    ];
    await makeUser(t.db, { organizationId: org.id, role: 1 });
    expect(await totals(admin, org.id)).toEqual({
      all: 4,
      participants: 2,
      gestores: 1,
      counted: 4,
    });
    await t.db.update(users).set({ role: 1 }).where(eq(users.id, ana.id));
    await t.db.update(users).set({ name: 'Luisa', role: 0 }).where(eq(users.id, luis.id));
    expect(await totals(admin, org.id)).toEqual({
      all: 4,
      participants: 1,
      gestores: 2,
      counted: 4,
    });
    await t.db.update(users).set({ organizationId: other.org.id }).where(eq(users.id, luis.id));
    expect(await totals(admin, org.id)).toEqual({
      all: 3,
      participants: 0,
      gestores: 2,
      counted: 3,
    });
    expect(await totals(other.admin, other.org.id)).toMatchObject({ all: 2, participants: 1 });
    await t.db.delete(users).where(eq(users.id, ana.id));
    expect(await totals(admin, org.id)).toEqual({
      all: 2,
      participants: 0,
      gestores: 1,
      counted: 2,
    });
  });

  it('filters by role; -1 lists every role, superusers included', async () => {
    const { org, admin } = await organizationWithAdmin();
    const gestor = await makeUser(t.db, { organizationId: org.id, role: 1 });
    const superuser = await makeUser(t.db, { organizationId: org.id, role: 3 });
    const byRole = (await t.as(admin).get(`${LIST}?role=1`)).json();
    expect(byRole.items.map((u: Item) => u.id)).toEqual([gestor.id]);
    expect(byRole.total).toBe(1);
    const all = (await t.as(admin).get(`${LIST}?role=-1`)).json();
    expect(all.items.map((u: Item) => u.id)).toContain(superuser.id);
  });

  it('lets only a superuser filter by role 3 (403 otherwise)', async () => {
    const { admin } = await organizationWithAdmin(2);
    const res = await t.as(admin).get(`${LIST}?role=3`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('role not allowed');
    const { org, admin: superuser } = await organizationWithAdmin(3);
    const other = await makeUser(t.db, { organizationId: org.id, role: 3 });
    const ok = (await t.as(superuser).get(`${LIST}?role=3`)).json();
    expect(ok.items.map((u: Item) => u.id).sort()).toEqual([superuser.id, other.id].sort());
  });

  it('refuses a bad role or page size with 400', async () => {
    const { admin } = await organizationWithAdmin();
    expect((await t.as(admin).get(`${LIST}?role=7`)).statusCode).toBe(400);
    expect((await t.as(admin).get(`${LIST}?_pagesize=0`)).statusCode).toBe(400);
  });
});

describe('GET /api/user/get/by-id/', () => {
  it('answers a user of the organization to role 1+, never its password', async () => {
    const { org, admin: gestor } = await organizationWithAdmin(1);
    const user = await makeUser(t.db, { organizationId: org.id });
    const res = await t.as(gestor).get(`/api/user/get/by-id/?id=${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, role: 0 });
    expect(res.body).not.toMatch(/password_hash|passwordHash|argon/);
  });

  it('hides users of another organization and unknown ids (404)', async () => {
    const { admin } = await organizationWithAdmin(3);
    const stranger = await makeUser(t.db);
    expect((await t.as(admin).get(`/api/user/get/by-id/?id=${stranger.id}`)).statusCode).toBe(404);
    expect((await t.as(admin).get('/api/user/get/by-id/?id=99999999')).statusCode).toBe(404);
  });

  it('refuses a participant (403) even for its own id, and an anonymous caller (401)', async () => {
    const user = await makeUser(t.db);
    expect((await t.as(user).get(`/api/user/get/by-id/?id=${user.id}`)).statusCode).toBe(403);
    expect((await t.anon.get(`/api/user/get/by-id/?id=${user.id}`)).statusCode).toBe(401);
  });
});
