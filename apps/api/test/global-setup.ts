import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a migrated, seeded PGlite; empty when tests use DATABASE_URL. */
    pgliteSnapshot: string;
  }
}

let folder: string | undefined;

/**
 * Creating a PGlite database takes 2-3 s, loading a dump 0.4 s (docs/architecture.md#layers):
 * migrate one instance once per run and hand its dump to every test file.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  if (!database.pglite) throw new Error('openDatabase({}) should give an embedded PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  folder = mkdtempSync(join(tmpdir(), 'extranet-api-test-'));
  const file = join(folder, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
