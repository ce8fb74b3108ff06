// The store a data generator writes into: DATABASE_URL when set, else the PGlite store under
// DATA_DIR (./data), locked so that a running server cannot open it at the same time.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importTs, repoUrl } from './typescript.mjs';

/**
 * Opens the store, migrates it and seeds the reference data, runs `generate(db)`, and closes
 * it. `describe(made)` is printed after the store's name.
 */
export async function withGeneratorStore(generate, describe) {
  const [{ openDatabase }, { acquireDataDirLock }, { seedReferenceData }] = await Promise.all([
    importTs(repoUrl('apps/api/src/db/client.ts')),
    importTs(repoUrl('apps/api/src/db/lock.ts')),
    importTs(repoUrl('apps/api/src/db/seed/reference.ts')),
  ]);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  let release = () => undefined;
  if (!databaseUrl) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  try {
    const database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'db') });
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const made = await generate(database.db);
      console.log(`${databaseUrl ? 'PostgreSQL' : dataDir}: ${describe(made)}`);
      return made;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * A generator's counts from `--name N` or `--name=N` arguments: `names` maps each flag to its
 * option, `defaults` gives the rest; anything else stops with the generator's usage line.
 */
export function countOptions(argv, { script, names, defaults }) {
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const key = names[flag.replace(/^--/, '')];
    const value = Number(inline ?? argv[++i]);
    if (!key || !Number.isSafeInteger(value) || value < 0) {
      const usage = Object.keys(names)
        .map((name) => `[--${name} N]`)
        .join(' ');
      throw new Error(`usage: node scripts/${script} ${usage} (at ${argv[i] ?? flag})`);
    }
    options[key] = value;
  }
  return options;
}
