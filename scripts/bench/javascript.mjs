// Group `js`: the JavaScript Chromium loads for / (bar 200 KB), and for comparison /main,
// /userprofile and /firstrun (each in a new context; the logged-in routes start from the session
// storage of a form login), each script counted once and gzipped at level 9. The server does
// not compress responses, so this is what a compressing proxy would send. The size of the
// scripts named in dist/index.html is shown as a cross-check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, webIndex } from '../lib/web-build.mjs';
import { formLogin, launchChromium, loggedInContext } from './chromium.mjs';
import { demoApp } from './demo-app.mjs';
import { DEMO, sleep } from './processes.mjs';
import { kb, report } from './report.mjs';

/** The login route's bar: a phone on a slow line (docs/architecture.md#performance-on-phones). */
const LOGIN_BAR_BYTES = 200 * 1024;

/** Gzipped size of every script the page loads (each counted once), while `visit` runs. */
async function scriptsLoaded(context, visit) {
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    try {
      sizes.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await visit(page);
  await page.waitForLoadState('networkidle');
  await sleep(300);
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { total: [...sizes.values()].reduce((a, b) => a + b, 0), files: sizes.size, finalPath };
}

/** What index.html itself asks for: its entry script and module preloads (a cross-check). */
function staticEntrySize() {
  const html = readFileSync(webIndex, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const total = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(root, 'apps/web/dist', f)), { level: 9 }).length,
    0,
  );
  report('JS named in dist/index.html (gzip -9)', `${kb(total)} in ${files.length} files`);
}

export async function javascriptGroup() {
  console.log('\n(js) JavaScript per route');
  const { base } = await demoApp();
  staticEntrySize();
  const browser = await launchChromium();
  try {
    const anonymous = await browser.newContext();
    const login = await scriptsLoaded(anonymous, (page) => page.goto(`${base}/`));
    await anonymous.close();
    report(
      'JS for / (gzip -9, as Chromium loads it)',
      `${kb(login.total)} in ${login.files} files`,
      `≤ ${kb(LOGIN_BAR_BYTES)}`,
      login.total <= LOGIN_BAR_BYTES,
    );

    let storage;
    try {
      storage = await formLogin(browser, base, DEMO.participant);
    } catch (err) {
      const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
      report('JS for the logged-in routes', `not measured: the form login failed (${reason})`);
      return;
    }
    for (const route of ['/main', '/userprofile', '/firstrun']) {
      const ctx = await loggedInContext(browser, storage);
      const loaded = await scriptsLoaded(ctx, (p) => p.goto(`${base}${route}`));
      await ctx.close();
      const where = loaded.finalPath === route ? '' : ` (ended at ${loaded.finalPath})`;
      // The bar is set for /; the other routes are reported for comparison.
      const over = loaded.total > LOGIN_BAR_BYTES ? `, over ${kb(LOGIN_BAR_BYTES)}` : '';
      report(
        `JS for ${route} (gzip -9)`,
        `${kb(loaded.total)} in ${loaded.files} files${where}${over}`,
      );
    }
  } finally {
    await browser.close();
  }
}
