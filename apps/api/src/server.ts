import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startEmbeddedVacuum } from './db/embedded-vacuum.ts';
import { acquireDataDirLock } from './db/lock.ts';
import { seedDemoCatalogue } from './db/seed/demo-catalogue.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { demoUsers, ensureUser } from './db/seed/users.ts';
import { startReminderJob } from './features/reminders/reminder-job.ts';
import { warnWhenRebuildDue, writeReportFacts } from './features/reports/public.ts';
import { createMailer } from './mail/mailer.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { safeErrorText } from './plugins/log-safety.ts';
import { setServerTimeZone } from './time/today.ts';

/** Reads config, opens and migrates the store, seeds, listens; stops cleanly on a signal. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = { ...loadConfig(), version: process.env.npm_package_version ?? '1.0.0' };
  // Before the seeds: the demo catalogue is dated from today in this zone.
  setServerTimeZone(config.timeZone);
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  // The app's logger once it exists; a connection lost before that is only seen by its query.
  const logTo: { log?: Pick<FastifyBaseLogger, 'warn'> } = {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    thread: true,
    onConnectionError: (err) => logTo.log?.warn({ err }, 'database connection lost'),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.admin) {
    // The operator's superuser has no e-mail and has not accepted the agreement yet: its
    // first login goes to /userprofile to complete both (docs/product/accounts.md#login).
    await ensureUser(
      database.db,
      {
        ...config.admin,
        role: 3,
        name: 'Administrador',
        surname: 'Principal',
        email: '',
        councilId: 1,
        rgpdAgreed: false,
      },
      config.argon2,
    );
  }
  if (config.seedDemo) {
    for (const user of demoUsers) await ensureUser(database.db, user, config.argon2);
    // After the users: the demo gestor supervises the campaigns.
    await seedDemoCatalogue(database.db, {
      dataDir: config.dataDir,
      reportFacts: writeReportFacts,
    });
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: console.log,
  });
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    logger: { level: config.logLevel },
  });
  logTo.log = app.log;
  const worker = startOutboxWorker(app);
  const reminders = startReminderJob(app);
  const embedded = database.pglite ?? database.pgliteThread;
  const vacuum = embedded ? startEmbeddedVacuum(embedded, app.log) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: cerrando`);
    // Stop taking requests and let those under way finish, then close the store, so that
    // every acknowledged write is on disk before the process ends.
    await app.close();
    await reminders.stop();
    await worker.stop();
    await vacuum?.stop();
    mailer.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  void database.pgliteThread?.crashed.then((err) => {
    // Nothing can be answered without the store: end, for the service manager to restart.
    app.log.error(`La base de datos embebida se ha detenido: ${err.message}`);
    releaseLock();
    process.exit(1);
  });
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await vacuum?.stop();
    await database.close();
    releaseLock();
    throw err;
  }
  app.log.info(`Listo en ${config.publicUrl} (${Date.now() - started} ms)`);
  // After listening, so that counting the orders never delays the start
  // (docs/product/reporting.md#facts).
  warnWhenRebuildDue(database.db, app.log).catch((err: unknown) => {
    app.log.warn({ err }, 'report facts: the start-up check failed');
  });
}

main().catch((err: unknown) => {
  // A failed seed's query would print the admin's password hash: the safe text only.
  console.error(safeErrorText(err));
  process.exit(1);
});
