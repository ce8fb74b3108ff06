import { defineConfig, devices } from '@playwright/test';

const ci = Boolean(process.env.CI);

/**
 * End-to-end tests against the built app in Debian's Chromium (never a downloaded browser).
 * support/global-setup.ts starts the app on a free port and an SMTP sink, and publishes the
 * app's address as E2E_BASE_URL before the workers start.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: 'list',
  // The operator's first visit completes the one shared account before any test uses it
  // (tests/operator.setup.ts); every spec then makes its own users through it.
  projects: [
    { name: 'operator', testMatch: /operator\.setup\.ts$/ },
    { name: 'screens', dependencies: ['operator'] },
  ],
  // Several walks (an activity list with a clone, an entity and its centre, a campaign with
  // its files) take 40 to 60 s on a two-core machine with two workers: room for a busy one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The suite's users ask their device for reduced motion, which the app honours
    // (docs/testing.md#end-to-end-suite): antd's dialogs then open at once, and a click is never made on a
    // button still zooming in, where on a busy machine it could miss.
    reducedMotion: 'reduce',
    // Recording a trace slows every step: the walks took 40 % longer with it (66 s against 41 s
    // for the longest), enough to push slow steps past their timeouts on a busy CI machine. A
    // failure is retried with a trace; locally, add `--trace retain-on-failure` when needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
