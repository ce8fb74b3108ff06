import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // zod's Spanish fallback messages, as the API and the web app set them.
    setupFiles: ['./src/zod-locale.ts'],
    maxWorkers: 2,
  },
});
