import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';
import { SCREEN_SESSION_COOKIE } from './screen-session-cookie.ts';

/**
 * A web build whose server module paints `/main` with the user's name and the count of campaigns
 * the API lists for the session, asked through the call it is given (`?as=admin`: the admin's
 * list, which a participant is refused; `?fail`: the module throws).
 */
function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'extranet-screens-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><body><div id="root"></div></body>`;
  writeFileSync(join(dist, 'index.html'), page('Extranet'));
  writeFileSync(join(dist, 'screen-main.html'), page('Campañas'));
  writeFileSync(
    join(`${dist}-ssr`, 'server-screens.js'),
    `export const paintedScreens = [{ path: '/main', template: 'screen-main.html' }];
     export async function paintScreen(address, session, call) {
       const url = new URL(address, 'http://localhost');
       if (url.searchParams.has('fail')) throw new Error('render failed');
       const mode = url.searchParams.get('as') === 'admin' ? 'for-admin' : 'for-user';
       const res = await call('/api/campaign/list/' + mode + '/' + session.user.id, {
         headers: { Accept: 'application/json' },
       });
       if (!res.ok) return null;
       const { total } = await res.json();
       return {
         template: 'screen-main.html',
         html: '<p>' + session.user.name + ': ' + total + ' campañas</p>',
         dataScript: '<script type="application/json" id="screen-data">' +
           JSON.stringify({ userId: session.user.id }) + '</script>',
       };
     }`,
  );
  return dist;
}

// docs/architecture.md#screens-painted-by-the-server
describe('logged-in screens painted by the server', () => {
  const webDist = fakeWebBuild();
  const t = useTestApp({ webDist });
  afterAll(() => rmSync(join(webDist, '..'), { recursive: true, force: true }));

  /** A form login of a new user: its screen cookie and access token. */
  async function login(options: Parameters<typeof makeUser>[1] = {}) {
    const user = await makeUser(t.db, { name: 'Lucía', ...options });
    const res = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SCREEN_SESSION_COOKIE);
    return { user, res, cookie: cookie?.value ?? '', token: res.json<{ token: string }>().token };
  }
  const load = (url: string, cookie?: string) =>
    t.anon.get(url, cookie ? { headers: { cookie: `${SCREEN_SESSION_COOKIE}=${cookie}` } } : {});

  it('sets the session cookie at login, out of scripts and other sites’ reach', async () => {
    const { res, cookie, token } = await login();
    expect(cookie).toBe(token);
    const set = res.cookies.find((c) => c.name === SCREEN_SESSION_COOKIE);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(set?.maxAge).toBeUndefined();
    expect(set?.expires).toBeUndefined();
  });

  it('paints /main for the cookie’s session, with its data, never to be cached', async () => {
    const { cookie } = await login();
    const res = await load('/main', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('<title>Campañas</title>');
    expect(res.body).toMatch(/<div id="root"><p>Lucía: \d+ campañas<\/p><\/div>/);
    expect(res.body).toContain('<script type="application/json" id="screen-data">');
  });

  it('sends the plain page without a cookie, with a forged one, or for another address', async () => {
    const { cookie } = await login();
    for (const res of [
      await load('/main'),
      await load('/main', 'not-a-token'),
      await load('/main', `${cookie.slice(0, -4)}AAAA`),
      await load('/orderlist', cookie),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Extranet</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('asks the calls with the session’s own rights: a refused call gives the plain page', async () => {
    const { cookie } = await login();
    const res = await load('/main?as=admin', cookie);
    expect(res.body).toContain('<title>Extranet</title>');
  });

  it('paints nothing for an ended session, a disabled user or a profile to complete', async () => {
    const ended = await login();
    const logout = await t.bearer(ended.token).get('/api/forgetme');
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === SCREEN_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await load('/main', ended.cookie)).body).toContain('<title>Extranet</title>');

    const mustChange = await login({ mustChangePassword: true });
    expect((await load('/main', mustChange.cookie)).body).toContain('<title>Extranet</title>');

    const disabled = await login();
    await t.db.execute(`UPDATE users SET disabled = true WHERE id = ${disabled.user.id}`);
    t.app.sessionUsers.forget(disabled.user.id);
    expect((await load('/main', disabled.cookie)).body).toContain('<title>Extranet</title>');
  });

  it('sends the plain page, never an error, when the render fails', async () => {
    const { cookie } = await login();
    const res = await load('/main?fail', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Extranet</title>');
  });
});

describe('a server module of the painted screens that does not load', () => {
  const root = mkdtempSync(join(tmpdir(), 'extranet-screens-broken-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(`${webDist}-ssr`);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Extranet</title>');
  writeFileSync(join(`${webDist}-ssr`, 'server-screens.js'), 'this is not JavaScript (');
  const t = useTestApp({ webDist });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leaves the server running and every address its plain page', async () => {
    const user = await makeUser(t.db);
    const login = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: user.password,
    });
    const cookie = login.cookies.find((c) => c.name === SCREEN_SESSION_COOKIE)?.value ?? '';
    const res = await t.anon.get('/main', {
      headers: { cookie: `${SCREEN_SESSION_COOKIE}=${cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Extranet</title>');
  });
});
