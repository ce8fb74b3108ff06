// The stores and the app served in the bench's own process: PGlite cannot be opened by two
// processes, so measuring "the same store" as the API means building the API here, with
// buildApp() of apps/api/src/app.ts on a store opened by openDatabase(), as server.ts does.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { tempDataDir } from './demo-app.mjs';
import { postgresBinDir, startThrowAwayPostgres } from './postgres.mjs';
import { queryCapture } from './query-capture.mjs';

const api = async () => {
  const [client, reference, users, app, config, mailer] = await Promise.all(
    [
      'apps/api/src/db/client.ts',
      'apps/api/src/db/seed/reference.ts',
      'apps/api/src/db/seed/users.ts',
      'apps/api/src/app.ts',
      'apps/api/src/config.ts',
      'apps/api/src/mail/mailer.ts',
    ].map((path) => importTs(repoUrl(path))),
  );
  return { ...client, ...reference, ...users, ...app, ...config, ...mailer };
};

/** What the list group can measure on: the embedded store, and PostgreSQL when installed. */
export function storeKinds() {
  const bin = postgresBinDir();
  return [
    { name: 'PGlite', kind: 'pglite' },
    bin
      ? { name: 'PostgreSQL', kind: 'postgres', bin }
      : { name: 'PostgreSQL', kind: 'postgres', skipped: 'no PostgreSQL binaries' },
  ];
}

/**
 * Opens a new store of `kind` (PGlite in a temp DATA_DIR, or a throw-away PostgreSQL cluster),
 * migrated, with the reference data and the demo users (production argon2 cost) loaded.
 */
export async function openStore({ name, kind, bin }) {
  const m = await api();
  const dataDir = tempDataDir();
  const cluster = kind === 'postgres' ? await startThrowAwayPostgres(bin) : undefined;
  const database = await m.openDatabase({
    databaseUrl: cluster?.url,
    dataDir: join(dataDir, 'db'),
    thread: true, // as server.ts opens it
  });
  await database.migrate();
  await m.seedReferenceData(database.db);
  const argon2 = { memoryCost: 19_456, timeCost: 2 };
  for (const user of m.demoUsers) await m.ensureUser(database.db, user, argon2);
  return {
    name: cluster ? `PostgreSQL ${cluster.version.match(/\d+(\.\d+)?/)?.[0] ?? ''}`.trim() : name,
    kind,
    dataDir,
    databaseUrl: cluster?.url,
    database,
    db: database.db,
    capture: queryCapture(database),
    async close() {
      await database.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** buildApp() on the store, listening on a free 127.0.0.1 port; answers the app and its base. */
export async function serve(store) {
  const m = await api();
  const config = {
    ...m.loadConfig({
      DATA_DIR: store.dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    }),
    version: 'bench',
  };
  const mailer = m.createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: () => {},
  });
  const app = await m.buildApp({ config, db: store.db, mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { app, base: `http://127.0.0.1:${port}`, close: () => app.close() };
}
