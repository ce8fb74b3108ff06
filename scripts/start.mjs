#!/usr/bin/env node
// `npm start`: builds the SPA when apps/web/dist is missing or stale, then runs the API server
// (which also serves the SPA) in this same process, through tsx's loader. One process, so the
// server's own SIGINT/SIGTERM handlers close the database cleanly and its exit code is ours;
// nothing has to be forwarded. Every setting comes from the environment and is read by the
// server itself (apps/api/src/config.ts): PORT, DATA_DIR, DATABASE_URL, SEED_DEMO, SMTP_URL, …
import { buildWeb, webBuildReason } from './lib/web-build.mjs';

// With WEB_DIST the caller serves a build of its own: leave apps/web/dist alone.
const reason = process.env.WEB_DIST ? undefined : webBuildReason();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  const code = await buildWeb();
  if (code !== 0) {
    console.error(`The web build failed (exit code ${code}).`);
    process.exit(code);
  }
}

// Under `npm start`, npm runs this through `sh -c`, and dash passes no signal on: a SIGTERM
// sent to npm ends npm and the shell but would leave this server running, holding DATA_DIR.
// So, when started by npm, stop the way SIGTERM does as soon as the parent shell is gone.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}

const { register } = await import('tsx/esm/api');
register();
await import('../apps/api/src/server.ts');
