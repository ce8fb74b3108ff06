#!/usr/bin/env node
// Fault test: PostgreSQL stops for 10 s under a bounded load
// (docs/operations.md#the-outage-script). It starts the real server on a fresh database of
// DATABASE_URL's server, logs in as the operator's administrator, creates campaigns and saves its
// profile, stops PostgreSQL with POSTGRES_STOP_COMMAND, keeps calling for 10 s, starts it with
// POSTGRES_START_COMMAND, and checks that:
//   - while it was away every call answered 503 'database unavailable' within 2 s (none hung,
//     none answered anything else) and at least one such 503 was seen;
//   - the same server process is still running and answers 200 again afterwards;
//   - every write it acknowledged (200) is still there.
// At most 200 requests in all. Exits 0 when all hold, else 1 with what failed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres \
//   POSTGRES_STOP_COMMAND='pg_ctl -D … -m fast -w stop' \
//   POSTGRES_START_COMMAND='pg_ctl -D … -w -l … start -o "-p 55432 …"' \
//   node scripts/faults/postgres-outage.mjs
//
// The commands run through bash, so they may call a function the caller exported (.ci/run
// exports as_postgres).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../lib/free-port.mjs';

const OUTAGE_MS = 10_000;
const ANSWER_WITHIN_MS = 2_000;
const MAX_REQUESTS = 200;
/** Longest a request may take before it counts as hung. */
const REQUEST_TIMEOUT_MS = 5_000;
const STARTUP_TIMEOUT_MS = 90_000;
const RECOVERY_TIMEOUT_MS = 30_000;
/** Pause between two calls of one lane while PostgreSQL is away: about 50 calls in 10 s. */
const OUTAGE_PACE_MS = 400;
const ADMIN = { username: '12345678Z', password: `fault-${randomBytes(6).toString('hex')}` };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const env = (name) => {
  const value = process.env[name];
  if (!value) fail(`${name} is not set (see the header of scripts/faults/postgres-outage.mjs)`);
  return value;
};

function fail(reason) {
  console.error(`\nFAILED: ${reason}`);
  process.exitCode = 1;
  throw new Error(reason);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function runCommand(label, command) {
  const started = performance.now();
  const result = spawnSync('bash', ['-c', command], { stdio: 'inherit', timeout: 60_000 });
  if (result.status !== 0) fail(`${label} failed (exit ${result.status}): ${command}`);
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
}

/** Runs one statement on the server of `url` (the maintenance database). */
async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The HTTP calls, counted and timed. */
function caller(baseUrl) {
  const calls = { count: 0, token: undefined };
  calls.send = async (method, path, body) => {
    calls.count += 1;
    if (calls.count > MAX_REQUESTS) fail(`more than ${MAX_REQUESTS} requests: the load is bounded`);
    const started = performance.now();
    const headers = { accept: 'application/json' };
    if (calls.token) headers.authorization = `Bearer ${calls.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { path, status: res.status, json, ms: performance.now() - started };
    } catch (err) {
      return { path, status: 0, json: String(err), ms: performance.now() - started };
    }
  };
  return calls;
}

async function main() {
  const serverUrl = env('DATABASE_URL');
  const stopCommand = env('POSTGRES_STOP_COMMAND');
  const startCommand = env('POSTGRES_START_COMMAND');

  const dbName = `fault_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  await admin(serverUrl, `CREATE DATABASE ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'extranet-fault-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: dbUrl.toString(),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
      ARGON2_MEMORY_KIB: '8',
      ARGON2_TIME_COST: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => server.exitCode === null && server.signalCode === null;
  // Ended from outside (CI's timeout): take the server down with us.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      server.kill('SIGKILL');
      console.error(`\nFAILED: stopped by ${signal}`);
      process.exit(1);
    });
  }
  let postgresStopped = false;

  const cleanup = async () => {
    if (postgresStopped) runCommand('PostgreSQL start (cleanup)', startCommand);
    if (alive()) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => 0);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const calls = caller(baseUrl);
  try {
    // 1. The server answers.
    for (const deadline = Date.now() + STARTUP_TIMEOUT_MS; ;) {
      if (!alive()) fail(`the server exited while starting:\n${readFileSync(logFile, 'utf8')}`);
      if (Date.now() > deadline)
        fail(`the server did not answer /api/health in ${STARTUP_TIMEOUT_MS} ms`);
      const res = await calls.send('GET', '/api/health');
      if (res.status === 200) break;
      await sleep(1_000);
    }
    const pid = server.pid;
    console.log(`Server ${pid} on ${baseUrl}, database ${dbName}`);

    // 2. Log in; the operator's administrator completes its profile (docs/access-and-sessions.md).
    const login = await calls.send('POST', '/api/authenticate', ADMIN);
    if (login.status !== 200) fail(`login answered ${login.status}: ${JSON.stringify(login.json)}`);
    calls.token = login.json.token;
    const me = login.json.user;
    const profile = (phone) => ({
      id: me.id,
      name: 'Administrador',
      surname: 'Principal',
      email: 'admin@extranet.test',
      phone,
      councilId: me.council?.id ?? 1,
      rgpdAgreed: true,
    });
    const first = await calls.send('POST', '/api/user/change-user-data/', profile('600000000'));
    if (first.status !== 200)
      fail(`profile save answered ${first.status}: ${JSON.stringify(first.json)}`);

    // Acknowledged writes: campaigns created, and the last profile phone saved.
    const campaigns = [];
    let phone = '600000000';
    let savedPhones = 0;
    const createCampaign = async () => {
      const res = await calls.send('GET', '/api/campaign/create');
      if (res.status === 200) campaigns.push(res.json.id);
      return res;
    };
    const saveProfile = async () => {
      const next = `6${String(700000000 + (savedPhones += 1)).slice(1)}`;
      const res = await calls.send('POST', '/api/user/change-user-data/', profile(next));
      if (res.status === 200) phone = next;
      return res;
    };
    const readCampaign = () =>
      calls.send('GET', `/api/campaign/get/by-id/?id=${campaigns.at(-1) ?? 1}`);

    // 3. Load before the outage: two lanes, 30 calls.
    const before = await Promise.all([
      (async () => {
        const out = [];
        for (let i = 0; i < 10; i++) out.push(await createCampaign(), await readCampaign());
        return out;
      })(),
      (async () => {
        const out = [];
        for (let i = 0; i < 10; i++) out.push(await saveProfile());
        return out;
      })(),
    ]);
    const refusedBefore = before.flat().filter((r) => r.status !== 200);
    if (refusedBefore.length > 0) {
      fail(`before the outage some calls failed: ${JSON.stringify(refusedBefore.slice(0, 3))}`);
    }
    console.log(
      `Before: ${before.flat().length} calls answered 200; ${campaigns.length} campaigns`,
    );

    // 4. PostgreSQL away for 10 s while both lanes keep calling.
    runCommand('PostgreSQL stop', stopCommand);
    postgresStopped = true;
    const outageEnds = Date.now() + OUTAGE_MS;
    const lane = async (calls) => {
      const out = [];
      for (let i = 0; Date.now() < outageEnds; i++) {
        out.push(await calls[i % calls.length]());
        await sleep(OUTAGE_PACE_MS);
      }
      return out;
    };
    const during = (
      await Promise.all([
        lane([createCampaign, () => calls.send('GET', '/api/health')]),
        lane([saveProfile, readCampaign]),
      ])
    ).flat();
    if (!alive())
      fail(`the server process ended during the outage (${JSON.stringify(await exited)})`);
    runCommand('PostgreSQL start', startCommand);
    postgresStopped = false;

    const slow = during.filter((r) => r.ms > ANSWER_WITHIN_MS);
    const wrong = during.filter(
      (r) =>
        r.status !== 200 &&
        !(r.status === 503 && r.json?.error === 'database unavailable' && r.json?.message),
    );
    const unavailable = during.filter((r) => r.status === 503);
    const slowest = Math.max(...during.map((r) => r.ms));
    console.log(
      `During: ${during.length} calls, ${unavailable.length} answered 503, slowest ${Math.round(slowest)} ms`,
    );
    if (slow.length > 0)
      fail(
        `${slow.length} calls took over ${ANSWER_WITHIN_MS} ms: ${JSON.stringify(slow.slice(0, 3))}`,
      );
    if (wrong.length > 0)
      fail(
        `calls answered other than 503 'database unavailable': ${JSON.stringify(wrong.slice(0, 3))}`,
      );
    if (unavailable.length === 0) fail('no call answered 503 while PostgreSQL was stopped');

    // 5. The same process serves again.
    for (const deadline = Date.now() + RECOVERY_TIMEOUT_MS; ;) {
      if (!alive()) fail('the server process ended after PostgreSQL returned');
      if (Date.now() > deadline)
        fail(`no 200 from /api/health ${RECOVERY_TIMEOUT_MS} ms after PostgreSQL returned`);
      const res = await calls.send('GET', '/api/health');
      if (res.status === 200 && res.json?.db === 'ok') break;
      await sleep(500);
    }
    if (server.pid !== pid || !alive())
      fail('the server answering is not the process that was started');
    const again = await createCampaign();
    if (again.status !== 200) fail(`a campaign created after the outage answered ${again.status}`);

    // 6. Every acknowledged write is there.
    const missing = [];
    for (const id of campaigns) {
      const res = await calls.send('GET', `/api/campaign/get/by-id/?id=${id}`);
      if (res.status !== 200 || res.json?.id !== id) missing.push(`campaign ${id}: ${res.status}`);
    }
    const renewed = await calls.send('POST', '/api/authenticate', ADMIN);
    if (renewed.status !== 200) fail(`login after the outage answered ${renewed.status}`);
    if (renewed.json.user.phone !== phone) {
      missing.push(`profile phone ${phone} (stored: ${renewed.json.user.phone})`);
    }
    if (missing.length > 0) fail(`acknowledged writes lost: ${missing.join('; ')}`);
    console.log(
      `After: same process ${pid} answers 200; ${campaigns.length} campaigns and the last of ${savedPhones} profile saves kept; ${calls.count} requests in all`,
    );
    console.log('PostgreSQL outage: passed');
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  if (process.exitCode !== 1) console.error(`\nFAILED: ${err instanceof Error ? err.stack : err}`);
  process.exitCode = 1;
});
