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

/** The admin modal (docs/product/administration-and-analytics.md#user-editor). */
const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueDni(),
  role: 0,
  name: 'Lucía',
  surname: 'Fernández',
  email: uniqueEmail('alta'),
  password: 'clave-inicial',
  passwordRepeat: 'clave-inicial',
  councilId: 24,
  ...overrides,
});

const login = (username: string, password: string, rememberMe = false) =>
  t.anon.post('/api/authenticate', { username, password, rememberMe });

describe('POST /api/user/new/', () => {
  it("creates a user in the administrator's organization, who must change its password", async () => {
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2, organizationId: org.id });
    const body = newUser({ role: 1 });
    const res = await t.as(admin).post('/api/user/new/', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: body.username,
      role: 1,
      organization: { id: org.id },
      council: { id: 24 },
      mustChangePassword: true,
      hasRGPDAgreed: false,
    });
    expect((await login(body.username, body.password)).statusCode).toBe(200);
  });

  it('lets an administrator create no superuser (403); a superuser may', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const refused = await t.as(admin).post('/api/user/new/', newUser({ role: 3 }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('role not allowed');
    const superuser = await makeUser(t.db, { role: 3 });
    const ok = await t.as(superuser).post('/api/user/new/', newUser({ role: 3 }));
    expect(ok.json().role).toBe(3);
  });

  it('refuses a gestor and a participant (403) and an anonymous caller (401)', async () => {
    for (const role of [0, 1] as const) {
      const caller = await makeUser(t.db, { role });
      expect((await t.as(caller).post('/api/user/new/', newUser())).statusCode).toBe(403);
    }
    expect((await t.anon.post('/api/user/new/', newUser())).statusCode).toBe(401);
  });

  it('answers the documented conflict keys for a taken login or e-mail (409)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const other = await makeUser(t.db);
    const login409 = await t
      .as(admin)
      .post('/api/user/new/', newUser({ username: other.username }));
    expect(login409.json()).toEqual({
      error: 'username already exists',
      message: 'Ya existe un usuario con ese login',
    });
    const mail409 = await t.as(admin).post('/api/user/new/', newUser({ email: other.email }));
    expect(mail409.json()).toEqual({
      error: 'mail already exists',
      message: 'Ya existe un usuario con ese email',
    });
  });

  it('checks the modal fields (400): DNI control letter, role, council, repeat', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const fieldOf = async (overrides: Record<string, unknown>) =>
      Object.keys((await t.as(admin).post('/api/user/new/', newUser(overrides))).json().fields);
    expect(await fieldOf({ username: '12345678A' })).toEqual(['username']);
    expect(await fieldOf({ role: undefined })).toEqual(['role']);
    expect(await fieldOf({ councilId: undefined })).toEqual(['councilId']);
    expect(await fieldOf({ passwordRepeat: 'otra' })).toEqual(['passwordRepeat']);
    expect(await fieldOf({ password: '123' })).toContain('password');
  });
});

describe('GET /api/user/:id/set-disabled/:bool/', () => {
  const setDisabled = (caller: TestUser, user: { id: number }, value: boolean) =>
    t.as(caller).get(`/api/user/${user.id}/set-disabled/${value}/`);

  it('stops the next login, the running session and the remember-me token at once', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    const session = (await login(user.username, user.password, true)).json();
    expect((await t.bearer(session.token).get('/api/organization/list/')).statusCode).toBe(200);
    const res = await setDisabled(admin, user, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, disabled: true });
    expect((await t.bearer(session.token).get('/api/organization/list/')).statusCode).toBe(401);
    const again = await login(user.username, user.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('user disabled');
    expect((await t.bearer(session.refreshToken).get('/api/rememberme')).statusCode).toBe(401);

    expect((await setDisabled(admin, user, false)).json().disabled).toBe(false);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    // A token revoked while disabled stays revoked.
    expect((await t.bearer(session.refreshToken).get('/api/rememberme')).statusCode).toBe(401);
  });

  it('lets nobody disable itself (403)', async () => {
    const admin = await makeUser(t.db, { role: 3 });
    const res = await setDisabled(admin, admin, true);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('user cannot disable itself');
  });

  it('keeps a superuser out of an administrator’s reach (403)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const superuser = await makeUser(t.db, { role: 3 });
    expect((await setDisabled(admin, superuser, true)).statusCode).toBe(403);
    const other = await makeUser(t.db, { role: 3 });
    expect((await setDisabled(superuser, other, true)).statusCode).toBe(200);
  });

  it('refuses a gestor (403), hides another organization (404), 401 anonymous', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const user = await makeUser(t.db);
    expect((await setDisabled(gestor, user, true)).statusCode).toBe(403);
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2 });
    const stranger = await makeUser(t.db, { organizationId: org.id });
    expect((await setDisabled(admin, stranger, true)).statusCode).toBe(404);
    expect((await t.anon.get(`/api/user/${user.id}/set-disabled/true/`)).statusCode).toBe(401);
    expect((await setDisabled(admin, user, true)).statusCode).toBe(200);
    const rows = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(rows[0]?.disabled).toBe(false);
  });

  it('refuses a value other than true or false (400)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    expect((await t.as(admin).get(`/api/user/${user.id}/set-disabled/si/`)).statusCode).toBe(400);
  });
});

describe('POST /api/user/delete/:id from the admin list', () => {
  it('lets an administrator delete a user, and nobody a superuser', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db, { role: 1 });
    expect((await t.as(admin).post(`/api/user/delete/${user.id}`)).json()).toEqual({ deleted: 1 });
    const superuser = await makeUser(t.db, { role: 3 });
    const otherSuperuser = await makeUser(t.db, { role: 3 });
    const res = await t.as(otherSuperuser).post(`/api/user/delete/${superuser.id}`);
    expect(res.statusCode).toBe(403);
  });
});
