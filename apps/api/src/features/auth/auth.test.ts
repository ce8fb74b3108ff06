import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { useTestApp, type RequestOptions } from '../../../test/harness.ts';

const t = useTestApp();

const login = (
  user: TestUser,
  extra: { password?: string; rememberMe?: boolean } = {},
  opts?: RequestOptions,
) =>
  t.anon.post(
    '/api/authenticate',
    {
      username: user.username,
      password: extra.password ?? user.password,
      rememberMe: extra.rememberMe ?? false,
    },
    opts,
  );

describe('POST /api/authenticate', () => {
  it('hands over a linked activity kept from registration on the first login only', async () => {
    const user = await makeUser(t.db);
    await t.db.update(users).set({ linkedActivityId: 7 }).where(eq(users.id, user.id));
    expect((await login(user)).json().user.linkedActivityId).toBe(7);
    expect((await login(user)).json().user.linkedActivityId).toBeNull();
  });

  it('opens a session with the user, a token and no refresh token', async () => {
    const user = await makeUser(t.db, { councilId: 44 });
    const res = await login(user);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.token).toEqual(expect.any(String));
    expect(session.refreshToken).toBeNull();
    expect(session.user).toMatchObject({
      id: user.id,
      username: user.username,
      role: 0,
      council: { id: 44, value: expect.any(String) },
      organization: { id: 1, name: expect.any(String) },
      hasRGPDAgreed: true,
      mustChangePassword: false,
      disabled: false,
      linkedActivityId: null,
    });
    expect(Object.keys(session.user)).not.toContain('password');
    expect(JSON.stringify(session.user)).not.toMatch(/passwordHash|\$argon2/i);
  });

  it('answers the previous login as lastLogin and stores the new one', async () => {
    const user = await makeUser(t.db);
    const first = (await login(user)).json();
    expect(first.user.lastLogin).toBeNull();
    const [stored] = await t.db
      .select({ lastLogin: users.lastLogin })
      .from(users)
      .where(eq(users.id, user.id));
    const second = (await login(user)).json();
    expect(second.user.lastLogin).toBe(stored?.lastLogin?.toISOString());
  });

  it('accepts the username typed in lower case', async () => {
    const user = await makeUser(t.db);
    const res = await t.anon.post('/api/authenticate', {
      username: user.username.toLowerCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown user with 401 bad credentials', async () => {
    const user = await makeUser(t.db);
    const wrong = await login(user, { password: 'otra-clave' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'bad credentials',
      message: 'Usuario o contraseña incorrecta',
    });
    const unknown = await t.anon.post('/api/authenticate', {
      username: '99999999R',
      password: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('bad credentials');
  });

  it('refuses a disabled user with 401 user disabled, only to whoever knows the password', async () => {
    const user = await makeUser(t.db, { disabled: true });
    const res = await login(user);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('user disabled');
    expect((await login(user, { password: 'otra-clave' })).json().error).toBe('bad credentials');
  });

  it('refuses an empty username with the Spanish message', async () => {
    const res = await t.anon.post('/api/authenticate', { username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.username).toBe('Introduce tu DNI');
  });
});

describe('login rate limits', () => {
  const tooMany = {
    error: 'too many requests',
    message: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
  };

  it('answers 429 after loginMax failures for one account from one address, even with the right password', async () => {
    const user = await makeUser(t.db);
    const ip = '192.0.2.10';
    for (let i = 0; i < t.config.rateLimit.loginMax; i++) {
      expect((await login(user, { password: 'mala' }, { ip })).statusCode).toBe(401);
    }
    const blocked = await login(user, {}, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('lets the owner in from its own address after loginMax failures from another one', async () => {
    const user = await makeUser(t.db);
    const stranger = { ip: '198.51.100.10' };
    for (let i = 0; i < t.config.rateLimit.loginMax; i++) {
      expect((await login(user, { password: 'mala' }, stranger)).statusCode).toBe(401);
    }
    expect((await login(user, {}, stranger)).statusCode).toBe(429);
    expect((await login(user, {}, { ip: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('answers 429 after loginMax × 5 failures from one address, whatever the account', async () => {
    const ip = '192.0.2.77';
    const max = t.config.rateLimit.loginMax * 5;
    for (let i = 0; i < max; i++) {
      const res = await t.anon.post(
        '/api/authenticate',
        { username: `0000${i}`, password: 'x' },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const user = await makeUser(t.db);
    const blocked = await login(user, {}, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('counts no successful login against the address', async () => {
    const ip = '192.0.2.78';
    const user = await makeUser(t.db);
    for (let i = 0; i <= t.config.rateLimit.loginMax * 5; i++) {
      expect((await login(user, {}, { ip })).statusCode).toBe(200);
    }
  });

  it('answers 429 everywhere once an account has failed loginMax × 10 times from many addresses', async () => {
    const user = await makeUser(t.db);
    const ceiling = t.config.rateLimit.loginMax * 10;
    for (let i = 0; i < ceiling - 1; i++) {
      expect((await login(user, { password: 'mala' })).statusCode).toBe(401);
    }
    expect((await login(user, {}, { ip: '192.0.2.12' })).statusCode).toBe(200);
    expect((await login(user, { password: 'mala' })).statusCode).toBe(401);
    const blocked = await login(user, {}, { ip: '192.0.2.13' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('forgets the failures of an account and address after a successful login', async () => {
    const user = await makeUser(t.db);
    const ip = '192.0.2.14';
    const max = t.config.rateLimit.loginMax;
    for (let i = 0; i < max - 1; i++) await login(user, { password: 'mala' }, { ip });
    expect((await login(user, {}, { ip })).statusCode).toBe(200);
    for (let i = 0; i < max; i++) {
      expect((await login(user, { password: 'mala' }, { ip })).statusCode).toBe(401);
    }
    expect((await login(user, {}, { ip })).statusCode).toBe(429);
  });
});

describe('session tokens', () => {
  it('lets a token through and stops it at once when the user is disabled', async () => {
    const user = await makeUser(t.db);
    const { token } = (await login(user)).json();
    expect((await t.bearer(token).get('/api/organization/list/')).statusCode).toBe(200);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    t.app.sessionUsers.forget(user.id);
    const res = await t.bearer(token).get('/api/organization/list/');
    expect(res.statusCode).toBe(401);
  });
});
