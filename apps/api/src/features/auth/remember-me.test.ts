import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/users.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const login = (user: TestUser, rememberMe: boolean) =>
  t.anon.post('/api/authenticate', {
    username: user.username,
    password: user.password,
    rememberMe,
  });

describe('remember me', () => {
  const rememberedLogin = async (user: TestUser) => (await login(user, true)).json();
  const tokensOf = (userId: number) =>
    t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

  it('issues a refresh token valid one year and stores only its hash', async () => {
    const user = await makeUser(t.db);
    const { refreshToken } = await rememberedLogin(user);
    expect(refreshToken).toEqual(expect.any(String));
    const [row] = await t.db
      .select({
        tokenHash: refreshTokens.tokenHash,
        aboutAYear: sql<boolean>`${refreshTokens.expiresAt} > now() + interval '364 days'`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(row?.tokenHash).not.toBe(refreshToken);
    expect(row?.tokenHash).toBe(createHash('sha256').update(refreshToken).digest('hex'));
    expect(row?.aboutAYear).toBe(true);
  });

  it('opens a new session with the refresh token and rotates it', async () => {
    const user = await makeUser(t.db);
    const first = await rememberedLogin(user);
    const res = await t.bearer(first.refreshToken).get('/api/rememberme');
    expect(res.statusCode).toBe(200);
    const renewed = res.json();
    expect(renewed.user.id).toBe(user.id);
    expect(renewed.token).toEqual(expect.any(String));
    expect(renewed.refreshToken).toEqual(expect.any(String));
    expect(renewed.refreshToken).not.toBe(first.refreshToken);

    const reused = await t.bearer(first.refreshToken).get('/api/rememberme');
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('session expired');
    expect((await t.bearer(renewed.refreshToken).get('/api/rememberme')).statusCode).toBe(200);
    const rows = await tokensOf(user.id);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });

  it('answers 401 session expired without a token, or with an unknown or expired one', async () => {
    const missing = await t.anon.get('/api/rememberme');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      error: 'session expired',
      message: 'Su sesión de trabajo ha caducado, vuelva a entrar para continuar',
    });
    expect((await t.bearer('desconocido').get('/api/rememberme')).statusCode).toBe(401);

    const user = await makeUser(t.db);
    const { refreshToken } = await rememberedLogin(user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.userId, user.id));
    expect((await t.bearer(refreshToken).get('/api/rememberme')).json().error).toBe(
      'session expired',
    );
  });

  it('refuses the refresh token of a user who has been disabled', async () => {
    const user = await makeUser(t.db);
    const { refreshToken } = await rememberedLogin(user);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const res = await t.bearer(refreshToken).get('/api/rememberme');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('user disabled');
  });

  it('forgetme revokes the refresh token, after which rememberme answers 401', async () => {
    const user = await makeUser(t.db);
    const { refreshToken } = await rememberedLogin(user);
    const res = await t.bearer(refreshToken).get('/api/forgetme');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await t.bearer(refreshToken).get('/api/rememberme')).statusCode).toBe(401);
    const [row] = await tokensOf(user.id);
    expect(row?.revokedAt).not.toBeNull();
  });

  it('forgetme is idempotent for an unknown token and needs a bearer', async () => {
    expect((await t.bearer('desconocido').get('/api/forgetme')).statusCode).toBe(200);
    const res = await t.anon.get('/api/forgetme');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});
