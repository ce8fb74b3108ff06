import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the e2e suite runs apart with Playwright.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts/eslint'],
  },
});
