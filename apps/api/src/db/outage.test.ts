import { messages } from '@extranet/shared/messages';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakePostgres, type FakePostgres } from '../../test/fake-postgres.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { startOutboxWorker } from '../mail/outbox-worker.ts';
import { openDatabase, type Database } from './client.ts';

// docs/operations.md#when-the-database-is-away: the process outlives PostgreSQL, answers 503
// quickly meanwhile, and serves again when it returns. A stand-in server plays PostgreSQL here,
// so this runs on either store; scripts/faults/postgres-outage.mjs stops a real one in CI.

const unavailable = { error: 'database unavailable', message: messages.databaseUnavailable };

let fake: FakePostgres;
let database: Database | undefined;
let app: FastifyInstance | undefined;
let dataDir: string;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

async function appOn(url: string): Promise<FastifyInstance> {
  database = await openDatabase({ databaseUrl: url, poolSize: 3 });
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-test-secret-of-at-least-32-characters',
      MAIL_POLL_MS: '20',
      LOG_LEVEL: 'silent',
    }),
    version: 'test',
  };
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir, log: () => 0 });
  app = await buildApp({ config, db: database.db, mailer });
  await app.ready();
  return app;
}

/** A call's reply and how long it took. */
async function timed(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object) {
  const started = performance.now();
  const res = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
  return { res, ms: performance.now() - started };
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'extranet-outage-'));
  fake = await startFakePostgres();
  process.on('uncaughtException', onUncaught);
});

afterEach(async () => {
  process.off('uncaughtException', onUncaught);
  await app?.close();
  await database?.close();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  app = undefined;
  database = undefined;
});

describe('PostgreSQL going away (docs/operations.md)', () => {
  it('answers 503 within 2 s while the server is away, and serves again once it is back', async () => {
    const app = await appOn(fake.url);
    // Three connections in the pool, idle when the server stops: each emits its error then.
    const before = await Promise.all([1, 2, 3].map(() => app.inject('/api/health')));
    expect(before.map((r) => r.json())).toEqual(
      [1, 2, 3].map(() => ({ status: 'ok', version: 'test', db: 'ok' })),
    );

    await fake.terminate();
    const health = await timed(app, 'GET', '/api/health');
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toMatchObject({ status: 'down', db: 'down', ...unavailable });
    for (const [method, url, body] of [
      ['GET', '/api/order/get-councils/'],
      ['POST', '/api/authenticate', { username: '12345678Z', password: 'secreto' }],
    ] as const) {
      const { res, ms } = await timed(app, method, url, body);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 503,
        body: unavailable,
      });
      expect(ms).toBeLessThan(2_000);
    }
    expect(health.ms).toBeLessThan(2_000);

    await fake.start();
    const after = await app.inject('/api/health');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ db: 'ok' });
    expect(uncaught.map(String)).toEqual([]);
  });

  it('answers 503 within 2 s when the server takes connections but never answers', async () => {
    fake.silent = true;
    const app = await appOn(fake.url);
    const { res, ms } = await timed(app, 'GET', '/api/order/get-targets/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect(ms).toBeLessThan(2_000);
  });

  it('keeps the mail worker polling through the outage', async () => {
    const app = await appOn(fake.url);
    const worker = startOutboxWorker(app);
    try {
      await vi.waitFor(() => expect(fake.queries).toBeGreaterThan(2), { timeout: 10_000 });
      await fake.terminate();
      // Several of its polls (every 20 ms) fail meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const during = fake.queries;
      await fake.start();
      await vi.waitFor(() => expect(fake.queries).toBeGreaterThan(during + 2), {
        timeout: 10_000,
      });
    } finally {
      await worker.stop();
    }
    expect(uncaught.map(String)).toEqual([]);
  });
});
