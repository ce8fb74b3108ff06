import type { Db } from '../../db/client.ts';
import { orderReminderMail } from '../../mail/order-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { ReminderRow } from './reminder-queries.ts';

/**
 * Queues a reminder mail for each order of `rows` whose applicant has an e-mail, in the
 * transaction that records the reminders (docs/product/calendar.md#reminders); answers how many
 * were queued. The manual call and the daily job both send through here.
 */
export async function queueReminderMails(
  tx: Db,
  publicUrl: string,
  rows: readonly ReminderRow[],
  reminder: { addedText: string; kind: 'manual' | 'automatic' },
): Promise<number> {
  let queued = 0;
  for (const row of rows) {
    const to = row.email.trim();
    if (to === '') continue;
    // Every row holds an agreed date: only such orders are reminded.
    const facts = { ...row, agreedDate: row.agreedDate ?? '', addedText: reminder.addedText };
    await enqueueMail(tx, orderReminderMail(to, { ...facts, kind: reminder.kind }, publicUrl));
    queued += 1;
  }
  return queued;
}
