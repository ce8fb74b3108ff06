import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import { PgliteThread } from './pglite-thread.ts';
import { createPostgresPool } from './postgres-pool.ts';

/** A Drizzle handle on either store; queries are written once for both. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of `db.execute()`'s result (both drivers answer `{ rows }`). */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface Database {
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance in this thread, when there is one (tests dump and reload it). */
  pglite?: PGlite;
  /** The embedded instance in its own thread (`thread: true`). */
  pgliteThread?: PgliteThread;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** `postgres://…`: a real server. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded store; omitted means in memory. */
  dataDir?: string | undefined;
  /** A dump of an embedded store to start from (tests load a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  /**
   * Runs the embedded store in a worker thread (pglite-thread.ts), as the server does: HTTP is
   * answered while a query runs, on the other core. Tests keep it in their own thread.
   */
  thread?: boolean;
  poolSize?: number;
  /** Told when a connection to the PostgreSQL server is lost (postgres-pool.ts). */
  onConnectionError?: (err: Error) => void;
}

/** Opens PostgreSQL through `pg` when a URL is given, else the embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      onConnectionError: options.onConnectionError,
    });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.thread) {
    const pgliteThread = await PgliteThread.open({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const client = drizzlePglite(pgliteThread.asPglite());
    return {
      db: client as unknown as Db,
      migrate: () => migratePglite(client, { migrationsFolder }),
      close: () => pgliteThread.close(),
      pgliteThread,
    };
  }
  const pglite = await PGlite.create({
    // The extensions the migrations create; the store thread loads the same (pglite-worker.mjs).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const client = drizzlePglite(pglite);
  return {
    db: client as unknown as Db,
    migrate: () => migratePglite(client, { migrationsFolder }),
    close: () => pglite.close(),
    pglite,
  };
}
