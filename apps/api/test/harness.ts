import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig, Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { openUserSession } from '../src/plugins/user-sessions.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

type Headers = Record<string, string>;
export interface RequestOptions {
  /** Client address; by default every request comes from a new random one, so the per-IP rate
   * limits of one test never spill into another (docs/testing.md). */
  ip?: string;
  headers?: Headers;
}
type Reply = Promise<LightMyRequestResponse>;

/** `app.inject()` helpers for one caller. */
export interface Client {
  get(url: string, opts?: RequestOptions): Reply;
  post(url: string, body?: unknown, opts?: RequestOptions): Reply;
  del(url: string, opts?: RequestOptions): Reply;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  sink: SmtpSink;
  config: AppConfig;
  /** A caller holding a real session token of `user`. */
  as(user: { id: number }): Client;
  /** A caller sending `Authorization: Bearer <token>` (e.g. a remember-me token). */
  bearer(token: string): Client;
  /** A caller without any token. */
  anon: Client;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'closed' points the mailer at a port nobody listens on: the mail server is down. */
  smtp?: 'sink' | 'closed';
  mail?: Partial<Config['mail']>;
  rateLimit?: Partial<Config['rateLimit']>;
  /** The TIME_ZONE setting; Europe/Madrid, the default, unless a test needs another day. */
  timeZone?: string;
  /** The CHROMIUM_PATH setting; Debian's Chromium, the default, unless a test needs none. */
  chromiumPath?: string;
  /** The WEB_DIST setting; a folder without a build, the default, unless a test brings one. */
  webDist?: string;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A fresh database: the migrated PGlite snapshot, in its own thread as the server runs it, or a
 * new database on DATABASE_URL's server.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const database = await openDatabase({ loadDataDir: new Blob([snapshot]), thread: true });
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      // pool.end() does not wait for its connections to finish closing: wait (up to 2 s) until
      // the server sees none, so that FORCE never terminates one mid-close (an uncaught 57P01).
      await admin(
        `DO $$ BEGIN FOR i IN 1..100 LOOP EXIT WHEN NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = '${name}'); PERFORM pg_sleep(0.02); END LOOP; END $$`,
      );
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Builds the app on a fresh database with a test config and a real SMTP sink. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await seedReferenceData(database.db);
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'extranet-api-data-'));
  const smtpUrl = options.smtp === 'closed' ? `smtp://127.0.0.1:${await closedPort()}` : sink.url;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: randomBytes(32).toString('hex'),
    smtpUrl,
    mailFrom: 'Educación Ambiental <no-reply@extranet.test>',
    publicUrl: 'http://extranet.test',
    seedDemo: false,
    admin: undefined,
    webDist: options.webDist ?? join(dataDir, 'no-web-build'),
    trustProxy: false,
    cspReportOnly: false,
    chromiumPath: options.chromiumPath ?? '/usr/bin/chromium',
    logLevel: 'silent',
    timeZone: options.timeZone ?? 'Europe/Madrid',
    argon2: { memoryCost: 8, timeCost: 1 },
    rateLimit: {
      loginMax: 5,
      loginSlowdownMaxMs: 5,
      recoverMax: 3,
      recoverEmailMax: 6,
      windowMs: 60_000,
      ...options.rateLimit,
    },
    mail: { retryBaseMs: 10, maxAttempts: 3, pollMs: 20, ...options.mail },
    reminders: { daysBefore: 2, hour: 8 },
    version: 'test',
  };
  const mailer = createMailer({ smtpUrl, from: config.mailFrom, dataDir, log: () => undefined });
  const app = await buildApp({ config, db: database.db, mailer });
  await app.ready();

  const client = (auth: () => Promise<Headers>): Client => {
    const send = async (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      body: unknown,
      opts?: RequestOptions,
    ) =>
      app.inject({
        method,
        url,
        remoteAddress: opts?.ip ?? randomIp(),
        headers: { ...(await auth()), ...opts?.headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    return {
      get: (url, opts) => send('GET', url, undefined, opts),
      post: (url, body, opts) => send('POST', url, body ?? {}, opts),
      del: (url, opts) => send('DELETE', url, undefined, opts),
    };
  };

  return {
    app,
    db: database.db,
    sink,
    config,
    as: (user) => {
      // A session of its own for each client, opened on its first request, as a login does.
      let token: Promise<string> | undefined;
      return client(async () => {
        token ??= openUserSession(database.db, user.id).then((id) => app.tokens.sign(user.id, id));
        return { authorization: `Bearer ${await token}` };
      });
    },
    bearer: (token) => client(async () => ({ authorization: `Bearer ${token}` })),
    anon: client(async () => ({})),
    close: async () => {
      await app.close();
      mailer.close();
      await sink.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app per test file (docs/testing.md): opened in beforeAll, closed in afterAll. The returned
 * object is filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await testApp(options));
  });
  afterAll(async () => {
    await holder.close();
  });
  return holder;
}
