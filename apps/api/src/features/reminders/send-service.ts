import { reminderNotAppointmentOf } from '@extranet/shared/messages';
import { OrderState } from '@extranet/shared/order-states';
import { Role } from '@extranet/shared/roles';
import type { SendReminderBody } from '@extranet/shared/schemas/events';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReminders } from '../../db/schema/orders.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { managesCampaign } from '../../policies/campaign-management.ts';
import { today } from '../../time/today.ts';
import { queueReminderMails } from './reminder-mails.ts';
import { lockReminderRows, type ReminderRow } from './reminder-queries.ts';

/** What sending needs from the app. */
export interface ReminderDeps {
  db: Db;
  /** Links in the mails (README.md#configuration PUBLIC_URL). */
  publicUrl: string;
}

/**
 * How long the same reminder (same order, appointment day and text) counts as already sent: a
 * double click, or the same call sent again by a slow network, queues no second mail.
 */
const REPEAT_WINDOW = sql`interval '1 minute'`;

/** Refuses the whole call unless the caller manages every order and each has an appointment. */
function assertRemindable(caller: SessionUser, ids: number[], rows: ReminderRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    // An order of a campaign the caller does not manage does not exist for it
    // (docs/api-conventions.md#error-replies), whatever else the list holds.
    if (!row || !managesCampaign(caller, { ...row, active: true })) {
      throw new AppError('order not found');
    }
  }
  for (const row of rows) {
    if (row.stateId !== OrderState.Accepted || row.agreedDate === null) {
      throw new AppError('order not remindable', undefined, {
        orderId: row.id,
        message: reminderNotAppointmentOf(row.id),
      });
    }
  }
}

/** The orders of `ids` that got this same reminder by hand a moment ago. */
async function justReminded(db: Db, ids: number[], addedText: string): Promise<Set<string>> {
  const recent = await db
    .select({ orderId: orderReminders.orderId, day: orderReminders.appointmentDate })
    .from(orderReminders)
    .where(
      and(
        inArray(orderReminders.orderId, ids),
        eq(orderReminders.kind, 'manual'),
        eq(orderReminders.addedText, addedText),
        gt(orderReminders.createdAt, sql`now() - ${REPEAT_WINDOW}`),
      ),
    );
  return new Set(recent.map((r) => `${r.orderId}:${r.day}`));
}

/**
 * `POST order/send-reminder-email {listOrders, textToAddToEmail}` (docs/product/calendar.md#reminders):
 * for each order, in one transaction, the reminder's record and its mail to the applicant through
 * the outbox (none for an applicant without an e-mail address). All or nothing: an order the
 * caller does not manage is 404 and one without an accepted appointment 409, and then nothing is
 * sent. Answers how many mails were queued.
 */
export async function sendReminders(
  deps: ReminderDeps,
  caller: SessionUser,
  body: SendReminderBody,
): Promise<{ sent: number }> {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  const ids = [...new Set(body.listOrders)].sort((a, b) => a - b);
  const addedText = body.textToAddToEmail.trim();
  const sentOn = today();
  return deps.db.transaction(async (tx) => {
    const rows = await lockReminderRows(tx, ids);
    assertRemindable(caller, ids, rows);
    // Read after the lock: a same call that held it first has committed its reminders by now.
    const repeated = await justReminded(tx, ids, addedText);
    const due = rows.filter((row) => !repeated.has(`${row.id}:${row.agreedDate}`));
    if (due.length === 0) return { sent: 0 };
    await tx.insert(orderReminders).values(
      due.map((row) => ({
        orderId: row.id,
        appointmentDate: row.agreedDate ?? '',
        kind: 'manual' as const,
        sentOn,
        sentBy: caller.id,
        addedText,
      })),
    );
    const sent = await queueReminderMails(tx, deps.publicUrl, due, {
      addedText,
      kind: 'manual',
    });
    return { sent };
  });
}
