import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailRow } from '../db/schema/users.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** What the worker uses from the app. */
export type OutboxApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

export interface DrainCounts {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

const BATCH = 20;
/**
 * A claimed row stays 'sending' with `next_attempt_at` pushed this far ahead: if its process dies
 * the lease runs out and any process puts the row back to 'pending'. Longer than the mailer's
 * timeouts, so a live sender is never overtaken (no mail goes twice).
 */
const LEASE_MS = 5 * 60_000;

const msFromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/** Exponential backoff: base, 2×base, 4×base… after the 1st, 2nd, 3rd failed attempt. */
export const retryDelayMs = (attempts: number, baseMs: number): number =>
  baseMs * 2 ** Math.max(0, attempts - 1);

/** Puts back to 'pending' the rows left 'sending' by a process that stopped mid-send. */
export async function releaseStaleClaims(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Claims due rows in a short transaction; SMTP is never spoken with a transaction open. */
function claimDue(db: Db): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: msFromNow(LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
}

/** One pass of the worker: sends every due mail once. Exported for tests. */
export async function drainOutbox(app: OutboxApp): Promise<DrainCounts> {
  const { retryBaseMs, maxAttempts } = app.config.mail;
  await releaseStaleClaims(app.db);
  const rows = await claimDue(app.db);
  const counts: DrainCounts = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await app.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const failed = attempts >= maxAttempts;
      await app.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError,
          nextAttemptAt: failed ? sql`now()` : msFromNow(retryDelayMs(attempts, retryBaseMs)),
        })
        .where(eq(mailOutbox.id, row.id));
      app.log.warn(
        { mailId: row.id, attempts, err },
        failed ? 'mail failed' : 'mail will be retried',
      );
      counts[failed ? 'failed' : 'retried'] += 1;
      continue;
    }
    await app.db
      .update(mailOutbox)
      .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    counts.sent += 1;
  }
  return counts;
}

/**
 * Sends the outbox every `config.mail.pollMs` (docs/architecture.md#mail). A pass that fills a
 * whole batch is followed at once by another. A pass that fails (the database away) is tried again
 * at the next poll (docs/operations.md). `stop()` waits for a pass under way, so the server closes
 * the database only after it.
 */
export function startOutboxWorker(app: OutboxApp): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void>;

  // While the database is away every pass fails the same way: say so once, and when it is back.
  let waiting = false;
  const run = async () => {
    for (let counts = await drainOutbox(app); !stopped && counts.claimed === BATCH;) {
      counts = await drainOutbox(app);
    }
    if (waiting) app.log.info('outbox worker: the database is back');
    waiting = false;
  };
  const logError = (err: unknown) => {
    if (!isDatabaseUnavailable(err)) return app.log.error({ err }, 'outbox worker pass failed');
    if (!waiting) app.log.warn({ err }, 'outbox worker waits for the database');
    waiting = true;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = run()
        .catch(logError)
        .finally(() => schedule(app.config.mail.pollMs));
    }, delayMs);
    timer.unref();
  };

  // Rows a crashed process left 'sending' go back to 'pending' before the first pass.
  pass = releaseStaleClaims(app.db)
    .then(() => undefined, logError)
    .finally(() => schedule(0));

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
