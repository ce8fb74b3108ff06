import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd screens in jsdom take a few seconds a test on a quiet machine and ten times that on a
    // busy one (two cores shared with the API suite and the browsers): the limit is for hangs.
    testTimeout: 60_000,
    maxWorkers: 2,
  },
});
