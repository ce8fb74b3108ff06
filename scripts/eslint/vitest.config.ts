import { defineConfig } from 'vitest/config';

// Tests of the lint configuration itself: each plants a violation and expects the rule to fire.
export default defineConfig({
  test: {
    name: 'lint',
    include: ['*.test.mjs'],
    testTimeout: 60_000,
    // Same worker count as the shared and web projects, which run in the same group.
    maxWorkers: 2,
  },
});
