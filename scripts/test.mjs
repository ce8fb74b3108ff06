#!/usr/bin/env node
// `npm test`: the whole suite (docs/testing.md).
//   1. Debian's Chromium for the e2e suite: installed with apt-get when missing and run as root,
//      otherwise the exact command to run is printed.
//   2. Unit and API tests (Vitest; the API on PGlite in memory).
//   3. A fresh build of the web app.
//   4. The Playwright e2e suite against that build, started on a free port with a new store.
// Stops at the first failing step and exits with its code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib/web-build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const section = (title) => console.log(`\n=== ${title} (${elapsed()}) ===\n`);

async function step(title, command, args, options) {
  section(title);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\nnpm test: "${title}" failed (exit code ${code}) after ${elapsed()}.`);
    process.exit(code);
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(
      `npm test needs Debian's Chromium at ${CHROMIUM} for the e2e suite. Install it with:\n\n` +
        `  sudo sh -c '${install}'\n\nthen run npm test again.`,
    );
    process.exit(1);
  }
  section(`Installing Chromium (${install})`);
  const code = await run('sh', ['-c', install], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0 || !existsSync(CHROMIUM)) {
    console.error(`npm test: could not install Chromium (exit code ${code}).`);
    process.exit(code || 1);
  }
}

await ensureChromium();
const bin = (path) => join(root, 'node_modules', path);
await step('Unit and API tests (vitest run)', process.execPath, [bin('vitest/vitest.mjs'), 'run']);
await step('Building the web app', 'npm', ['run', 'build', '-w', '@extranet/web']);
await step('End-to-end tests (Playwright, Chromium)', process.execPath, [
  bin('@playwright/test/cli.js'),
  'test',
  '--config',
  join(root, 'e2e/playwright.config.ts'),
]);
console.log(`\nnpm test: all passed in ${elapsed()}.`);
