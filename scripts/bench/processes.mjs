// Child processes of the bench (the app started as `npm start` starts it) and their clean-up.
import { spawn } from 'node:child_process';
import { freePort } from '../lib/free-port.mjs';
import { root } from '../lib/web-build.mjs';

export const DEMO = {
  participant: { username: '00000000T', password: 'demo1234' },
  supervisor: { username: '11111111H', password: 'demo1234' },
  admin: { username: '22222222J', password: 'demo1234' },
};

const children = new Set();
const cleanups = [];
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Registers a clean-up (stop a server, remove a folder) for the end of the run, even on error. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return fn;
}

/** Runs the registered clean-ups, newest first; kills any child still running. */
export async function cleanUp() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`bench: clean-up failed: ${err instanceof Error ? err.message : err}`);
    }
  }
  killChildren();
}

/** Last resort (watchdog, crash): SIGKILL to every child this bench started. */
export function killChildren() {
  for (const child of children) child.kill('SIGKILL');
}

/** Remembers a spawned child, so that a crash of the bench does not leave it running. */
export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * The environment of a child the bench starts: the bench chooses the store itself, so a
 * DATABASE_URL of the caller's shell must not send the children to another database.
 */
export function benchEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!('DATABASE_URL' in extra)) delete env.DATABASE_URL;
  return env;
}

/** Spawns the real start script; resolves with the child and its address. */
export async function startApp(dataDir, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: benchEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  track(child);
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

export async function stopApp({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** GET `url` with `headers`; resolves with the body, or throws when the answer is not 200. */
export async function getOk(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200)
    throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

/** POST /api/authenticate; resolves with the session (user, token) or throws. */
export async function login(base, { username, password }) {
  const res = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe: false }),
  });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}`);
  return res.json();
}

/** Milliseconds from spawning `npm start`'s script to the first 200 of POST /api/authenticate. */
export async function timeToFirstLogin(dataDir, timeoutMs) {
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
        body: JSON.stringify({ ...DEMO.participant, rememberMe: false }),
      });
      if (res.status === 200) return { ms: performance.now() - t0, app };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}
