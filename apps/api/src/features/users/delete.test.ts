import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/users.ts';
import { makeCampaign, makeOrder, makeOrganization, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const exists = async (id: number) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('POST /api/user/delete/:id', () => {
  it('lets a participant delete its own account, which ends its sessions', async () => {
    const user = await makeUser(t.db);
    const session = (
      await t.anon.post('/api/authenticate', {
        username: user.username,
        password: user.password,
        rememberMe: true,
      })
    ).json();
    const res = await t.bearer(session.token).post(`/api/user/delete/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await exists(user.id)).toBe(false);
    expect(
      await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)),
    ).toEqual([]);
    expect((await t.bearer(session.token).get('/api/organization/list/')).statusCode).toBe(401);
    expect((await t.bearer(session.refreshToken).get('/api/rememberme')).statusCode).toBe(401);
  });

  it.each([0, 1])("answers 404 when role %i names another user's id", async (role) => {
    const caller = await makeUser(t.db, { role: role as 0 | 1 });
    const other = await makeUser(t.db);
    const res = await t.as(caller).post(`/api/user/delete/${other.id}`);
    expect(res.statusCode).toBe(404);
    expect(await exists(other.id)).toBe(true);
  });

  it('lets an administrator delete a user of its organization', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db, { role: 1 });
    const res = await t.as(admin).post(`/api/user/delete/${user.id}`);
    expect(res.json()).toEqual({ deleted: 1 });
  });

  it('hides users of another organization (404) and unknown ids (404)', async () => {
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2 });
    const stranger = await makeUser(t.db, { organizationId: org.id });
    expect((await t.as(admin).post(`/api/user/delete/${stranger.id}`)).statusCode).toBe(404);
    expect((await t.as(admin).post('/api/user/delete/987654')).statusCode).toBe(404);
  });

  it('forbids an administrator to delete a superuser (403)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const superuser = await makeUser(t.db, { role: 3 });
    const res = await t.as(admin).post(`/api/user/delete/${superuser.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    expect(await exists(superuser.id)).toBe(true);
  });

  it('forbids a superuser to delete itself (403), but not an administrator', async () => {
    const superuser = await makeUser(t.db, { role: 3 });
    const self = await t.as(superuser).post(`/api/user/delete/${superuser.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('superuser cannot delete itself');
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(superuser).post(`/api/user/delete/${admin.id}`)).statusCode).toBe(200);
  });

  it('keeps a user with orders: 409 user have orders', async () => {
    const user = await makeUser(t.db);
    await makeOrder(t.db, { userId: user.id });
    const res = await t.as(user).post(`/api/user/delete/${user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'user have orders',
      message:
        'El usuario tiene solicitudes creadas o es gestor de alguna campaña. No se puede borrar',
    });
    expect(await exists(user.id)).toBe(true);
  });

  it('keeps the supervisor of a campaign: 409 user have campaigns', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const supervisor = await makeUser(t.db, { role: 1 });
    await makeCampaign(t.db, { supervisorId: supervisor.id });
    const res = await t.as(admin).post(`/api/user/delete/${supervisor.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('user have campaigns');
    expect(await exists(supervisor.id)).toBe(true);
  });

  it('refuses a non-numeric id with 400', async () => {
    const user = await makeUser(t.db);
    expect((await t.as(user).post('/api/user/delete/abc')).statusCode).toBe(400);
  });
});
