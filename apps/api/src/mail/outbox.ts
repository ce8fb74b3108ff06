import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/users.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra data for audit, e.g. `{ kind: 'order-state', orderId }`. */
  meta?: Record<string, unknown>;
}

/**
 * Queues a mail for the outbox worker (docs/architecture.md#mail). Call it with the transaction of
 * the change that causes the mail: the mail exists exactly when the change does, and a mail server
 * that is down never loses or blocks the change. Returns the row id.
 */
export async function enqueueMail(tx: Db, mail: OutboxMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      meta: mail.meta ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('enqueueMail: no row');
  return row.id;
}

/**
 * Records, for audit, a mail already sent directly (calls whose purpose is a mail send at once,
 * docs/architecture.md#mail). The caller strips secrets from `text` first.
 */
export async function recordSentMail(tx: Db, mail: OutboxMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    meta: mail.meta ?? null,
    status: 'sent',
    attempts: 1,
    sentAt: sql`now()`,
  });
}
