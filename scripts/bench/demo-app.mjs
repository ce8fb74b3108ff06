// The app on a demo store (an empty DATA_DIR seeded by the first start), shared by the groups
// that need nothing more: the start-up group leaves its last start running for the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup, stopApp, timeToFirstLogin } from './processes.mjs';

let shared;

/** A new empty DATA_DIR, removed at the end of the run. */
export function tempDataDir(prefix = 'extranet-bench-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Makes `app` the shared demo app; it is stopped at the end of the run. */
export function shareDemoApp(app) {
  shared = app;
  onCleanup(() => stopApp(app));
}

/** The shared demo app, started on a new DATA_DIR when no group has left one running. */
export async function demoApp() {
  if (!shared || shared.child.exitCode !== null) {
    const { app } = await timeToFirstLogin(tempDataDir(), 60_000);
    shareDemoApp(app);
  }
  return shared;
}
