// Debian's Chromium driven by playwright-core (docs/testing.md#end-to-end-suite: nothing downloads
// a browser), and the logged-in contexts the browser measurements start from.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * Logs `user` in through the login form once; answers that tab's session storage (as JSON),
 * from which later contexts start logged in without another login, and the cookies the login
 * set (the session's cookie, with which the server paints the logged-in screens:
 * docs/architecture.md#screens-painted-by-the-server).
 */
export async function formLoginSession(browser, base, { username, password }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByLabel('DNI').fill(username);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL((u) => u.pathname !== '/', { timeout: 15_000 });
    const storage = await page.evaluate(() => JSON.stringify({ ...globalThis.sessionStorage }));
    return { storage, cookies: await context.cookies() };
  } finally {
    await context.close();
  }
}

/** The session storage of `formLoginSession`, for contexts that start from it alone. */
export async function formLogin(browser, base, user) {
  return (await formLoginSession(browser, base, user)).storage;
}

/** A new context (own cache, own storage) whose pages start with the saved session storage. */
export async function loggedInContext(browser, storage, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((saved) => {
    for (const [key, value] of Object.entries(JSON.parse(saved))) {
      globalThis.sessionStorage.setItem(key, value);
    }
  }, storage);
  return context;
}

/**
 * Clicks the centre of `selector` once the page has marked its first view painted
 * (`__bench.painted`), then waits until it marks the click handled (`__bench.handled`): the
 * interactive measurements of the browser groups.
 */
export async function clickOncePainted(page, selector) {
  const target = await page.waitForFunction(
    (shown) => {
      if (globalThis.__bench?.painted == null) return false;
      const r = globalThis.document.querySelector(shown)?.getBoundingClientRect();
      return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : false;
    },
    selector,
    { polling: 'raf', timeout: 20_000 },
  );
  const { x, y } = await target.jsonValue();
  await page.mouse.click(x, y);
  await page.waitForFunction(() => globalThis.__bench.handled !== null, null, {
    polling: 'raf',
    timeout: 10_000,
  });
}
