import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * The migrated, seeded embedded store the global setup dumped, to open in 0.4 s instead of
 * creating one (2-3 s, and far more on a busy machine); undefined when the tests run on
 * DATABASE_URL's server, where a test that needs PGlite itself creates one.
 */
export function migratedSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  return file ? new Blob([readFileSync(file)]) : undefined;
}
