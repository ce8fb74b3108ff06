import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/users.ts';
import { useTestApp } from '../../test/harness.ts';
import { enqueueMail } from './outbox.ts';
import {
  drainOutbox,
  releaseStaleClaims,
  retryDelayMs,
  startOutboxWorker,
} from './outbox-worker.ts';

// A long retry base, so that a failed mail is visibly not due again until a test moves it.
const t = useTestApp({ mail: { retryBaseMs: 3_600_000, maxAttempts: 3, pollMs: 20 } });

let seq = 0;
const queue = async (subject = `Aviso ${++seq}`) => {
  const to = `destino.${seq}@correo.test`;
  const id = await enqueueMail(t.db, {
    to,
    subject,
    text: `Texto de ${subject}`,
    meta: { test: true },
  });
  return { id, to, subject };
};
const rowOf = async (id: number) => {
  const [row] = await t.db
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      dueInMinutes: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now()) / 60`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return { ...row, dueInMinutes: Number(row.dueInMinutes) };
};
const makeDue = (id: number) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));

describe('retryDelayMs', () => {
  it('doubles the base after each failed attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });
});

describe('the mail outbox', () => {
  it('keeps nothing queued by a transaction that rolls back', async () => {
    const to = 'nunca@correo.test';
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: 'x', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });

  it('sends a queued mail through SMTP and marks it sent', async () => {
    const mail = await queue();
    const counts = await drainOutbox(t.app);
    expect(counts).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(await t.sink.waitFor((m) => m.to === mail.to)).toMatchObject({ subject: mail.subject });
    expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await rowOf(mail.id)).sentAt).not.toBeNull();
  });

  it('retries a failed mail after a backoff that doubles, then sends it', async () => {
    const mail = await queue();
    t.sink.failNext(2);
    expect(await drainOutbox(t.app)).toMatchObject({ retried: 1 });
    const first = await rowOf(mail.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toMatch(/451/);
    expect(first.dueInMinutes).toBeGreaterThan(50); // base 1 h
    expect(await drainOutbox(t.app)).toMatchObject({ claimed: 0 });

    await makeDue(mail.id);
    expect(await drainOutbox(t.app)).toMatchObject({ retried: 1 });
    expect((await rowOf(mail.id)).dueInMinutes).toBeGreaterThan(110); // 2 × base

    await makeDue(mail.id);
    expect(await drainOutbox(t.app)).toMatchObject({ sent: 1 });
    expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(t.sink.mails().filter((m) => m.to === mail.to)).toHaveLength(1);
  });

  it('gives up after maxAttempts and marks the mail failed', async () => {
    const mail = await queue();
    t.sink.failNext(3);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(mail.id);
      await drainOutbox(t.app);
    }
    expect(await rowOf(mail.id)).toMatchObject({ status: 'failed', attempts: 3 });
    await makeDue(mail.id);
    expect(await drainOutbox(t.app)).toMatchObject({ claimed: 0 });
    expect(t.sink.mails().some((m) => m.to === mail.to)).toBe(false);
  });

  it('sends each mail once when two passes run together', async () => {
    const mails = await Promise.all(Array.from({ length: 22 }, () => queue()));
    const [a, b] = await Promise.all([drainOutbox(t.app), drainOutbox(t.app)]);
    expect(a.claimed + b.claimed).toBeLessThanOrEqual(22);
    while ((await drainOutbox(t.app)).claimed > 0);
    for (const mail of mails) {
      expect(t.sink.mails().filter((m) => m.to === mail.to)).toHaveLength(1);
    }
  });

  it('puts back a mail left sending by a crash, but not one whose sender is alive', async () => {
    const crashed = await queue();
    const alive = await queue();
    await t.db.update(mailOutbox).set({ status: 'sending' }).where(eq(mailOutbox.id, crashed.id));
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(mailOutbox.id, alive.id));
    expect(await releaseStaleClaims(t.db)).toBe(1);
    expect((await rowOf(crashed.id)).status).toBe('pending');
    expect((await rowOf(alive.id)).status).toBe('sending');
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, alive.id));
  });

  it('runs as a worker that sends queued mail, including one a crash left sending', async () => {
    const crashed = await queue();
    await t.db.update(mailOutbox).set({ status: 'sending' }).where(eq(mailOutbox.id, crashed.id));
    const worker = startOutboxWorker(t.app);
    try {
      const later = await queue();
      await t.sink.waitFor((m) => m.to === later.to);
      await t.sink.waitFor((m) => m.to === crashed.to);
    } finally {
      await worker.stop();
    }
    expect((await rowOf(crashed.id)).status).toBe('sent');
  });
});
