import { OrderState } from '@extranet/shared/order-states';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { orderReminders, orders } from '../../db/schema/orders.ts';
import { today } from '../../time/today.ts';
import { queueReminderMails } from './reminder-mails.ts';
import { reminderRowsOf } from './reminder-queries.ts';
import type { ReminderDeps } from './send-service.ts';

/** Orders reminded per transaction: a crash loses at most one batch's work, never sends twice. */
const BATCH = 200;

export interface AutomaticRun {
  /** The appointment day reminded, YYYY-MM-DD; null when the job is off. */
  day: string | null;
  /** Reminders recorded by this run, and the mails they queued. */
  reminded: number;
  queued: number;
}

/** `day` (YYYY-MM-DD) plus `days`, as a calendar day. */
export function plusDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Claims up to a batch of the day's appointments not yet reminded and queues their mails, in one
 * transaction (docs/product/calendar.md#automatic-reminders). An appointment is skipped when the
 * job has reminded it already, or someone did by hand today. The insert's unique key (one
 * automatic reminder per order and appointment day) settles two processes claiming the same
 * order at once: the second waits for the first to commit and inserts nothing, so only the
 * orders this transaction inserted get a mail.
 */
async function remindBatch(deps: ReminderDeps, day: string, sentOn: string) {
  return deps.db.transaction(async (tx) => {
    const inserted = rowsOf<{ order_id: number }>(
      await tx.execute(sql`
        insert into ${orderReminders} (order_id, appointment_date, kind, sent_on)
        select ${orders.id}, ${orders.agreedDate}, 'automatic', ${sentOn}::date
        from ${orders}
        where ${orders.agreedDate} = ${day}::date
          and ${orders.stateId} = ${OrderState.Accepted}
          and not exists (
            select 1 from ${orderReminders}
            where ${orderReminders.orderId} = ${orders.id}
              and ${orderReminders.appointmentDate} = ${orders.agreedDate}
              and (${orderReminders.kind} = 'automatic' or ${orderReminders.sentOn} = ${sentOn}::date)
          )
        order by ${orders.id}
        limit ${BATCH}
        on conflict (order_id, appointment_date) where kind = 'automatic' do nothing
        returning order_id`),
    );
    const rows = await reminderRowsOf(
      tx,
      inserted.map((row) => Number(row.order_id)),
    );
    const queued = await queueReminderMails(tx, deps.publicUrl, rows, {
      addedText: '',
      kind: 'automatic',
    });
    return { reminded: inserted.length, queued };
  });
}

/**
 * One run of the daily job (docs/product/calendar.md#automatic-reminders): every accepted
 * appointment `daysBefore` days after today (in TIME_ZONE) gets its one reminder. 0 turns the
 * job off. Running it again the same day, from this or another process, sends nothing more.
 */
export async function runAutomaticReminders(
  deps: ReminderDeps & { daysBefore: number },
  now: Date = new Date(),
): Promise<AutomaticRun> {
  if (deps.daysBefore <= 0) return { day: null, reminded: 0, queued: 0 };
  const sentOn = today(now);
  const day = plusDays(sentOn, deps.daysBefore);
  const total = { day, reminded: 0, queued: 0 };
  for (;;) {
    const batch = await remindBatch(deps, day, sentOn);
    total.reminded += batch.reminded;
    total.queued += batch.queued;
    // A short batch is the last; so is one another process took first (it goes on itself).
    if (batch.reminded < BATCH) return total;
  }
}
