import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import {
  makeOrganization,
  makeUser,
  uniqueDni,
  uniqueEmail,
  type TestUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

/**
 * The /usereditadmin form (docs/product/administration-and-analytics.md#calls
 * user/{id}/change-user-data/).
 */
const editOf = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  id: user.id,
  username: user.username,
  name: 'Nombre editado',
  surname: 'Apellidos editados',
  email: user.email,
  password: '',
  phone: '985111111',
  address: 'Calle Uría 1',
  city: 'Oviedo',
  province: 'Asturias',
  postalCode: '33003',
  councilId: 44,
  role: user.role,
  ...overrides,
});

const edit = (caller: TestUser, user: TestUser, overrides: Record<string, unknown> = {}) =>
  t.as(caller).post(`/api/user/${user.id}/change-user-data/`, editOf(user, overrides));

const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

const logsIn = async (username: string, password: string) =>
  (await t.anon.post('/api/authenticate', { username, password })).statusCode === 200;

describe('POST /api/user/:id/change-user-data/ (admin editor)', () => {
  it('lets a gestor edit the data, e-mail and password of a participant', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const user = await makeUser(t.db);
    const email = uniqueEmail('nuevo');
    const res = await edit(gestor, user, {
      email,
      password: 'otra-clave',
      passwordRepeat: 'otra-clave',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      name: 'Nombre editado',
      email,
      council: { id: 44 },
    });
    expect(res.json().mustChangePassword).toBe(true);
    expect(await logsIn(user.username, 'otra-clave')).toBe(true);
  });

  it("never lets a gestor touch an administrator's or another gestor's data (403)", async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    for (const role of [1, 2, 3] as const) {
      const target = await makeUser(t.db, { role });
      const res = await edit(gestor, target, { email: uniqueEmail(), password: 'robada-1' });
      expect(res.statusCode).toBe(403);
      const row = await rowOf(target.id);
      expect(row?.email).toBe(target.email);
      expect(row?.name).toBe(target.name);
      expect(await logsIn(target.username, 'robada-1')).toBe(false);
    }
  });

  it('never lets a gestor change a role, not even to raise a participant (403)', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const user = await makeUser(t.db);
    for (const role of [1, 2, 3]) {
      const res = await edit(gestor, user, { role });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('role not allowed');
    }
    expect((await rowOf(user.id))?.role).toBe(0);
  });

  it('lets an administrator give roles 0-2 but not 3, and not edit a superuser', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    expect((await edit(admin, user, { role: 2 })).json().role).toBe(2);
    const promoted = { ...user, role: 2 as const };
    expect((await edit(admin, promoted, { role: 1 })).json().role).toBe(1);
    const refused = await edit(admin, user, { role: 3 });
    expect(refused.statusCode).toBe(403);
    expect((await rowOf(user.id))?.role).toBe(1);
    const superuser = await makeUser(t.db, { role: 3 });
    expect((await edit(admin, superuser, { email: uniqueEmail() })).statusCode).toBe(403);
  });

  it('lets a superuser give role 3', async () => {
    const superuser = await makeUser(t.db, { role: 3 });
    const user = await makeUser(t.db, { role: 2 });
    expect((await edit(superuser, user, { role: 3 })).json().role).toBe(3);
  });

  it('lets nobody change its own role, but its own data yes', async () => {
    for (const role of [1, 2, 3] as const) {
      const self = await makeUser(t.db, { role });
      const refused = await edit(self, self, { role: role === 3 ? 2 : role + 1 });
      expect(refused.statusCode).toBe(403);
      expect((await edit(self, self)).statusCode).toBe(200);
    }
  });

  it('makes a role change count at once: a demoted gestor loses the gestor calls', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const gestor = await makeUser(t.db, { role: 1 });
    const list = '/api/user/list/for-user-organization/';
    expect((await t.as(gestor).get(list)).statusCode).toBe(200);
    await edit(admin, gestor, { role: 0 });
    expect((await t.as(gestor).get(list)).statusCode).toBe(403);
  });

  it('answers the documented conflict keys for a taken login or e-mail (409)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const [user, other] = [await makeUser(t.db), await makeUser(t.db)];
    const login = await edit(admin, user, { username: other.username });
    expect(login.statusCode).toBe(409);
    expect(login.json()).toMatchObject({ error: 'username already exists' });
    const mail = await edit(admin, user, { email: other.email.toUpperCase() });
    expect(mail.json()).toMatchObject({ error: 'mail already exists' });
    const moved = await edit(admin, user, { username: uniqueDni() });
    expect(moved.statusCode).toBe(200);
  });

  it('refuses a body for another id, a bad e-mail or unmatched passwords (400)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const body = editOf(other);
    const res = await t.as(admin).post(`/api/user/${user.id}/change-user-data/`, body);
    expect(res.statusCode).toBe(400);
    expect((await edit(admin, user, { email: 'no-es-correo' })).statusCode).toBe(400);
    const mismatch = await edit(admin, user, { password: 'abcdef', passwordRepeat: 'abcdeg' });
    expect(mismatch.json().fields).toEqual({
      passwordRepeat: 'Los valores de la contraseña no coinciden',
    });
  });

  it('hides users of another organization (404); a participant gets 403, nobody 401', async () => {
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 3 });
    const stranger = await makeUser(t.db, { organizationId: org.id });
    expect((await edit(admin, stranger)).statusCode).toBe(404);
    const participant = await makeUser(t.db);
    const victim = await makeUser(t.db);
    expect((await edit(participant, victim)).statusCode).toBe(403);
    expect((await edit(participant, participant)).statusCode).toBe(403);
    const anon = await t.anon.post(`/api/user/${victim.id}/change-user-data/`, {});
    expect(anon.statusCode).toBe(401);
    expect((await rowOf(victim.id))?.name).toBe(victim.name);
  });

  it('ends the remember-me tokens of a user whose password an administrator sets', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    const session = (
      await t.anon.post('/api/authenticate', {
        username: user.username,
        password: user.password,
        rememberMe: true,
      })
    ).json();
    await edit(admin, user, { password: 'nueva-clave' });
    expect((await t.bearer(session.refreshToken).get('/api/rememberme')).statusCode).toBe(401);
  });
});
