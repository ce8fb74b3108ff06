import { defineConfig } from 'vitest/config';

// API tests run through app.inject() against a real database: PGlite in its own thread, as the
// server runs it (each test file loads the migrated snapshot made once by the global setup), or a
// fresh database on the server named by DATABASE_URL (docs/testing.md). PGlite holds ~350 MB a
// file: two workers at most. Files share their worker's modules (isolate: false), loaded once a
// worker rather than once a file. Every file still gets its own database; a test must not leave
// process.env or module mocks changed.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Its own group: run after the light projects rather than beside them on two cores.
    sequence: { groupOrder: 1 },
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
