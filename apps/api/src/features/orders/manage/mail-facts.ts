import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { orders } from '../../../db/schema/orders.ts';
import { orderStates, users } from '../../../db/schema/users.ts';
import type { OrderMailFacts } from '../../../mail/order-mails.ts';
import { enqueueMail, type OutboxMail } from '../../../mail/outbox.ts';
import { joinSummaryTables } from '../summary-query.ts';
import { applicantName, entityNameOf } from '../summary-reply.ts';

/** The applicant's address and what the mail tells, for each order (one query). */
async function mailFactsOf(
  db: Db,
  ids: number[],
): Promise<{ email: string; facts: OrderMailFacts }[]> {
  if (ids.length === 0) return [];
  const rows = await joinSummaryTables(
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        stateId: orders.stateId,
        stateValue: orderStates.value,
        reason: orders.stateChangeReason,
        activityName: activities.name,
        campaignName: campaigns.name,
        applicantName,
        email: users.email,
        entityName: entityNameOf,
        answers: orders.userData,
      })
      .from(orders)
      .$dynamic(),
  )
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
  return rows.map(({ email, stateId, stateValue, ...facts }) => ({
    email: email.trim(),
    facts: { ...facts, state: { id: stateId, value: stateValue } },
  }));
}

/** Builds one order mail from its facts (see mail/order-mails.ts). */
export type OrderMailBuilder = (to: string, facts: OrderMailFacts, publicUrl: string) => OutboxMail;

/**
 * Queues a mail to the applicant of each order through the outbox, in the caller's transaction
 * (docs/architecture.md#mail: the mail exists exactly when the change does). False when some
 * applicant has no e-mail address, so its mail could not be queued
 * (docs/product/requests.md#states).
 */
export async function queueOrderMails(
  tx: Db,
  ids: number[],
  build: OrderMailBuilder,
  publicUrl: string,
): Promise<boolean> {
  let all = true;
  for (const { email, facts } of await mailFactsOf(tx, ids)) {
    if (email === '') {
      all = false;
      continue;
    }
    await enqueueMail(tx, build(email, facts, publicUrl));
  }
  return all;
}
