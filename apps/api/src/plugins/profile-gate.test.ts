import { messages } from '@extranet/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { makeUser, uniqueDni, uniqueEmail, type TestUser } from '../../test/factories.ts';
import { useTestApp, type Client } from '../../test/harness.ts';
import { createOrderAs, makeOpenActivity } from '../../test/order-form.ts';

const t = useTestApp();

// docs/access-and-sessions.md#profile-rules-enforced-by-the-server.
const refusal = (reason: 'password' | 'privacy' | 'data', message: string) => ({
  error: 'profile incomplete',
  reason,
  message,
});

const loginAs = async (username: string, password: string) => {
  const res = await t.anon.post('/api/authenticate', { username, password });
  expect(res.statusCode).toBe(200);
  return t.bearer(res.json().token);
};

const orderAs = async (client: Client, userId: number) => {
  const activity = await makeOpenActivity(t.db, { places: 100 });
  return createOrderAs(client, {
    idUser: userId,
    idActivity: activity.id,
    idEntity: -1,
    userData: {},
    force: false,
  });
};

const ownProfile = (user: { id: number; username: string; email: string }) => ({
  id: user.id,
  username: user.username,
  name: 'Lucía',
  surname: 'Fernández',
  email: user.email,
  password: '',
  phone: '',
  address: '',
  city: '',
  province: 'Asturias',
  postalCode: '',
  councilId: 24,
});

describe('a user whose profile is incomplete', () => {
  it('created by an administrator: no order until it changes its password and accepts the agreement', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const username = uniqueDni();
    const email = uniqueEmail('alta');
    const created = await t.as(admin).post('/api/user/new/', {
      username,
      role: 0,
      name: 'Lucía',
      surname: 'Fernández',
      email,
      password: 'clave-inicial',
      passwordRepeat: 'clave-inicial',
      councilId: 24,
    });
    expect(created.statusCode).toBe(200);
    const id: number = created.json().id;
    const user = await loginAs(username, 'clave-inicial');

    const first = await orderAs(user, id);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual(refusal('password', messages.passwordMustBeSet));
    const list = await user.get(`/api/campaign/list/for-user/${id}?_page=0&_pagesize=10`);
    expect(list.json()).toEqual(refusal('password', messages.passwordMustBeSet));

    const changed = await user.post('/api/user/change-password/', { password: 'clave-nueva' });
    expect(changed.statusCode).toBe(200);
    const second = await orderAs(user, id);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual(refusal('privacy', messages.acceptAgreement));
    expect((await user.get('/api/organization/list/')).statusCode).toBe(200);

    const profile = { id, username, email };
    const saved = await user.post('/api/user/change-user-data/', ownProfile(profile));
    expect(saved.statusCode).toBe(200);
    expect((await orderAs(user, id)).json().error).toBe('profile incomplete');
    const agreed = await user.post('/api/user/change-user-data/', {
      ...ownProfile(profile),
      rgpdAgreed: true,
    });
    expect(agreed.json().hasRGPDAgreed).toBe(true);
    const third = await orderAs(user, id);
    expect(third.statusCode).not.toBe(403);
    expect(third.json().error).not.toBe('profile incomplete');
  });

  it('without its personal data gets reason data, whatever the route asks of its role', async () => {
    const admin = await makeUser(t.db, { role: 2, councilId: null });
    expect((await t.as(admin).get('/api/order/list-minimized/by-attachment')).json()).toEqual(
      refusal('data', messages.completeUserData),
    );
    const participant = await makeUser(t.db, { email: '' });
    const res = await t.as(participant).get('/api/campaign/list/all-active');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal('data', messages.completeUserData));
  });

  it('is let in as soon as an administrator completes its data (the session cache forgets it)', async () => {
    const user = await makeUser(t.db, { councilId: null });
    const client = t.as(user);
    expect((await client.get('/api/campaign/list/all-active')).statusCode).toBe(403);
    await t.db.update(users).set({ councilId: 24 }).where(eq(users.id, user.id));
    t.app.sessionUsers.forget(user.id);
    expect((await client.get('/api/campaign/list/all-active')).statusCode).toBe(200);
  });

  it('may delete its own account, not anyone else’s', async () => {
    const admin: TestUser = await makeUser(t.db, { role: 2, rgpdAgreed: false });
    const other = await makeUser(t.db);
    const refused = await t.as(admin).post(`/api/user/delete/${other.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('privacy');
    const own = await t.as(admin).post(`/api/user/delete/${admin.id}`);
    expect(own.json()).toEqual({ deleted: 1 });
  });

  it('still reaches the public calls, whatever token it sends', async () => {
    const user = await makeUser(t.db, { mustChangePassword: true });
    const client = t.as(user);
    expect((await client.get('/api/order/get-councils/')).statusCode).toBe(200);
    expect((await client.get('/api/order/get-targets/')).statusCode).toBe(200);
  });
});
