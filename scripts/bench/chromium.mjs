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
 * from which later contexts start logged in without another login.
 */
export async function formLogin(browser, base, { username, password }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByLabel('DNI').fill(username);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL((u) => u.pathname !== '/', { timeout: 15_000 });
    return await page.evaluate(() => JSON.stringify({ ...globalThis.sessionStorage }));
  } finally {
    await context.close();
  }
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
