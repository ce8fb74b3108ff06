import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

// docs/access-and-sessions.md#sessions: a login and its renewals are one session; logout and
// password changes end sessions, and their tokens answer 401 from then on.
const ANY_CALL = '/api/campaign/list/all-active';

const loginOf = async (user: TestUser, rememberMe = false, password = user.password) => {
  const res = await t.anon.post('/api/authenticate', {
    username: user.username,
    password,
    rememberMe,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string | null };
};

const statusWith = async (token: string) => (await t.bearer(token).get(ANY_CALL)).statusCode;
const renewalWith = async (refreshToken: string) =>
  (await t.bearer(refreshToken).get('/api/rememberme')).statusCode;

/** The `sid` claim of an access token. */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('sessions', () => {
  it('logout with the access token and the remembered token ends both', async () => {
    const user = await makeUser(t.db);
    const session = await loginOf(user, true);
    const refreshToken = session.refreshToken ?? '';
    expect(await statusWith(session.token)).toBe(200);
    const res = await t
      .bearer(session.token)
      .get('/api/forgetme', { headers: { 'x-refresh-token': refreshToken } });
    expect(res.json()).toEqual({ ok: true });
    expect(await statusWith(session.token)).toBe(401);
    expect(await renewalWith(refreshToken)).toBe(401);
  });

  it('logout with the access token alone ends its remembered token too (same session)', async () => {
    const user = await makeUser(t.db);
    const session = await loginOf(user, true);
    await t.bearer(session.token).get('/api/forgetme');
    expect(await statusWith(session.token)).toBe(401);
    expect(await renewalWith(session.refreshToken ?? '')).toBe(401);
  });

  it('logout with the refresh token alone ends the access tokens of its session', async () => {
    const user = await makeUser(t.db);
    const session = await loginOf(user, true);
    await t.bearer(session.refreshToken ?? '').get('/api/forgetme');
    expect(await statusWith(session.token)).toBe(401);
  });

  it('logout leaves the other sessions of the user alone', async () => {
    const user = await makeUser(t.db);
    const [mine, other] = [await loginOf(user), await loginOf(user)];
    await t.bearer(mine.token).get('/api/forgetme');
    expect(await statusWith(mine.token)).toBe(401);
    expect(await statusWith(other.token)).toBe(200);
  });

  it('a remember-me renewal keeps the session id, and logout then ends every token of it', async () => {
    const user = await makeUser(t.db);
    const first = await loginOf(user, true);
    const renewed = (await t.bearer(first.refreshToken ?? '').get('/api/rememberme')).json();
    expect(sessionOf(renewed.token)).toBe(sessionOf(first.token));
    await t.bearer(renewed.token).get('/api/forgetme');
    expect(await statusWith(first.token)).toBe(401);
    expect(await renewalWith(renewed.refreshToken)).toBe(401);
  });

  it('changing one’s password keeps the session that changed it and ends the others', async () => {
    const user = await makeUser(t.db);
    const here = await loginOf(user);
    const elsewhere = await loginOf(user, true);
    const res = await t
      .bearer(here.token)
      .post('/api/user/change-password/', { password: 'otra-clave-1' });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(here.token)).toBe(200);
    expect(await statusWith(elsewhere.token)).toBe(401);
    expect(await renewalWith(elsewhere.refreshToken ?? '')).toBe(401);
  });

  it('a new password in one’s own profile does the same', async () => {
    const user = await makeUser(t.db);
    const here = await loginOf(user);
    const elsewhere = await loginOf(user);
    const res = await t.bearer(here.token).post('/api/user/change-user-data/', {
      id: user.id,
      username: user.username,
      name: user.name,
      surname: user.surname,
      email: user.email,
      password: 'otra-clave-2',
      councilId: 24,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(here.token)).toBe(200);
    expect(await statusWith(elsewhere.token)).toBe(401);
  });

  it('an administrator setting a user’s password ends every session of that user', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    const plain = await loginOf(user);
    const remembered = await loginOf(user, true);
    const res = await t.as(admin).post(`/api/user/${user.id}/change-user-data/`, {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      password: 'clave-de-admin',
      passwordRepeat: 'clave-de-admin',
      councilId: 24,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(plain.token)).toBe(401);
    expect(await statusWith(remembered.token)).toBe(401);
    expect(await renewalWith(remembered.refreshToken ?? '')).toBe(401);
  });

  it('an administrator setting its own password in the editor keeps its session only', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const here = await loginOf(admin);
    const elsewhere = await loginOf(admin);
    const res = await t.bearer(here.token).post(`/api/user/${admin.id}/change-user-data/`, {
      id: admin.id,
      name: admin.name,
      surname: admin.surname,
      email: admin.email,
      password: 'clave-propia',
      passwordRepeat: 'clave-propia',
      councilId: 24,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(here.token)).toBe(200);
    expect(await statusWith(elsewhere.token)).toBe(401);
  });

  it('refuses a token without a session (issued before sessions existed) with 401', async () => {
    const user = await makeUser(t.db);
    // The shape of the tokens issued before sessions: the app's key, a user, no `sid`.
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await statusWith(legacy)).toBe(401);
  });
});
