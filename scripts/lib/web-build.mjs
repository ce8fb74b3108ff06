// Whether the built SPA (apps/web/dist) is missing or older than its sources, and how to build
// it. Shared by start.mjs, test.mjs and bench.mjs. Compares modification times only: a walk over
// a few hundred files takes milliseconds, so `npm start` stays fast when nothing changed.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const webIndex = join(root, 'apps/web/dist/index.html');
/** The server's module of the screens it paints, built with the SPA (apps/web/dist-ssr). */
const serverScreens = join(root, 'apps/web/dist-ssr/server-screens.js');

/** Files and folders whose change calls for a new build. */
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/data',
].map((p) => join(root, p));

const mtimeOf = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined; // missing: nothing to compare
  }
};

/** Newest modification time under `path` (a file or a folder walked recursively). */
function newestMtime(path) {
  let newest = mtimeOf(path) ?? 0;
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return newest; // a file, or missing
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const child = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(child) : (mtimeOf(child) ?? 0));
  }
  return newest;
}

/** Why the SPA must be built, or `undefined` when dist/index.html is newer than every source. */
export function webBuildReason() {
  const built = mtimeOf(webIndex);
  if (built === undefined) return 'apps/web/dist/index.html is missing';
  const server = mtimeOf(serverScreens);
  if (server === undefined || server < built) return 'apps/web/dist-ssr is missing or older';
  const newest = Math.max(...sources.map(newestMtime));
  return newest > built ? 'sources changed since the last build' : undefined;
}

/** Runs a command with inherited output; resolves with its exit code (signals give 1). */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** `npm run build -w @extranet/web`; resolves with its exit code. */
export function buildWeb() {
  return run('npm', ['run', 'build', '-w', '@extranet/web']);
}
