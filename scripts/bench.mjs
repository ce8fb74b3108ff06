#!/usr/bin/env node
// `npm run bench`: the performance bars, measured on 127.0.0.1 only.
//   (a) `npm start` to the first successful login (POST /api/authenticate 200): on an empty
//       DATA_DIR (new database, migrations, seed) and on an existing one, with the app built;
//   (b) GET /api/order/get-councils/ at 50 connections for 10 s (autocannon): p95 latency,
//       computed exactly from every response time (autocannon's own summary has p90/p97.5);
//   (c) the JavaScript Chromium loads for / (bar 300 KB gzipped), and for comparison for /main,
//       /userprofile and /firstrun.
// Prints one table; exits 1 when a bar is missed. Takes about a minute.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWeb, root, webBuildReason, webIndex } from './lib/web-build.mjs';

const DEMO = { username: '00000000T', password: 'demo1234' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const rows = [];
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line of the final table. `ok` undefined means informative only. */
function report(measure, value, bar, ok) {
  rows.push({
    measure,
    value,
    bar: bar ?? '',
    result: ok === undefined ? '' : ok ? 'PASS' : 'FAIL',
  });
  console.log(`  ${measure}: ${value}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the real start script; resolves with the child and its address. */
async function startApp(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

async function stopApp({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Milliseconds from spawning `npm start`'s script to the first 200 of POST /api/authenticate. */
async function timeToFirstLogin(dataDir, timeoutMs) {
  const t0 = performance.now();
  const app = await startApp(dataDir);
  for (;;) {
    if (app.child.exitCode !== null) {
      throw new Error(`the app exited with ${app.child.exitCode}:\n${app.stderr()}`);
    }
    if (performance.now() - t0 > timeoutMs) {
      await stopApp(app);
      throw new Error(`no successful login within ${timeoutMs} ms`);
    }
    try {
      const res = await fetch(`${app.base}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO, rememberMe: false }),
      });
      if (res.status === 200) return { ms: performance.now() - t0, app };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function loadTest(base) {
  const url = `${base}/api/order/get-councils/`;
  await autocannon({ url, connections: 50, duration: 2 }); // warm-up, not measured
  const latencies = [];
  const run = autocannon({ url, connections: 50, duration: 10 });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  report(
    'councils at 50 connections, 10 s: p95',
    `${p95.toFixed(2)} ms (exact, from ${latencies.length} responses)`,
    '≤ 10 ms',
    p95 <= 10,
  );
  report(
    'councils: p50 / p90 / p97.5 / p99 (autocannon)',
    `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
  );
  report(
    'councils: throughput, errors',
    `${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    'no errors',
    result.non2xx + result.errors + result.timeouts === 0,
  );
}

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

async function javascriptPerRoute(base) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const anonymous = await browser.newContext();
    const login = await scriptsLoaded(anonymous, (page) => page.goto(`${base}/`));
    await anonymous.close();
    report(
      'JS for / (gzip -9, as Chromium loads it)',
      `${kb(login.total)} in ${login.files} files`,
      '≤ 300 KB',
      login.total <= 300 * 1024,
    );

    // Log in once through the form; later pages start from that tab's session storage.
    const context = await browser.newContext();
    let storage;
    try {
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.getByLabel('DNI').fill(DEMO.username);
      await page.getByLabel('Contraseña').fill(DEMO.password);
      await page.getByRole('button', { name: 'ENTRAR' }).click();
      await page.waitForURL((u) => u.pathname !== '/', { timeout: 15_000 });
      storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    } catch (err) {
      const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
      report('JS for the logged-in routes', `not measured: the form login failed (${reason})`);
      return;
    } finally {
      await context.close();
    }

    for (const route of ['/main', '/userprofile', '/firstrun']) {
      const ctx = await browser.newContext();
      await ctx.addInitScript((saved) => {
        for (const [key, value] of Object.entries(JSON.parse(saved)))
          sessionStorage.setItem(key, value);
      }, storage);
      const loaded = await scriptsLoaded(ctx, (p) => p.goto(`${base}${route}`));
      await ctx.close();
      const where = loaded.finalPath === route ? '' : ` (ended at ${loaded.finalPath})`;
      // The bar is set for /; the other routes are reported for comparison.
      const over = loaded.total > 300 * 1024 ? ', over 300 KB' : '';
      report(
        `JS for ${route} (gzip -9)`,
        `${kb(loaded.total)} in ${loaded.files} files${where}${over}`,
      );
    }
  } finally {
    await browser.close();
  }
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

async function main() {
  const reason = webBuildReason();
  if (reason) {
    console.log(`Building the web app first (${reason})…`);
    if ((await buildWeb()) !== 0) throw new Error('the web build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'extranet-bench-'));
  try {
    console.log('\n(a) npm start → first successful login');
    const cold = await timeToFirstLogin(dataDir, 60_000);
    await stopApp(cold.app);
    report(
      'start, empty DATA_DIR (migrate + seed)',
      `${(cold.ms / 1000).toFixed(2)} s`,
      '≤ 20 s',
      cold.ms <= 20_000,
    );
    const warm = [];
    let app;
    for (let i = 0; i < 3; i++) {
      if (app) await stopApp(app);
      const run = await timeToFirstLogin(dataDir, 30_000);
      warm.push(run.ms);
      app = run.app;
    }
    const worst = Math.max(...warm);
    report(
      'start, existing DATA_DIR (3 runs, worst)',
      `${(worst / 1000).toFixed(2)} s (runs: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
      '≤ 5 s',
      worst <= 5_000,
    );

    console.log('\n(b) load on GET /api/order/get-councils/');
    await loadTest(app.base);

    console.log('\n(c) JavaScript per route');
    staticEntrySize();
    await javascriptPerRoute(app.base);
    await stopApp(app);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('');
  console.table(rows);
  if (rows.some((r) => r.result === 'FAIL')) process.exit(1);
}

const watchdog = setTimeout(() => {
  console.error('bench: gave up after 5 minutes');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 300_000);
main()
  .then(() => clearTimeout(watchdog))
  .catch((err) => {
    console.error(`bench: ${err instanceof Error ? err.message : err}`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
