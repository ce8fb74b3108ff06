import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { acquireDataDirLock } from '../../db/lock.ts';
import { setServerTimeZone } from '../../time/today.ts';
import { FACTS_VERSION } from './facts-version.ts';
import { rebuildReportFacts } from './facts-writer.ts';

/**
 * `npm run reports:rebuild-facts` (docs/product/reporting.md#facts): recomputes the report facts
 * of every order of the store the server would open (DATABASE_URL, else DATA_DIR's embedded
 * store, which must not be open by a running server), after applying any pending migration.
 */
async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace's folder: DATA_DIR is the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  setServerTimeZone(config.timeZone);
  const release = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'db'),
      thread: true,
    });
    try {
      await database.migrate();
      let shown = 0;
      const result = await rebuildReportFacts(database.db, {
        onBatch: (done) => {
          if (done - shown < 20_000) return;
          shown = done;
          console.log(`… ${done} orders`);
        },
      });
      const store = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
      console.log(
        `${store}: report facts (version ${FACTS_VERSION}) of ${result.orders} orders rebuilt in ` +
          `${(result.ms / 1000).toFixed(1)} s (${result.batches} batches)`,
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((err: unknown) => {
  console.error(`reports:rebuild-facts: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
