import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { orderReminders, orders, orderStateHistory } from '../../../db/schema/orders.ts';
import { orderStates, users } from '../../../db/schema/users.ts';
import { joinSummaryTables } from '../summary-query.ts';
import { applicantName, summaryReply } from '../summary-reply.ts';

/** The campaign's gestor, joined a second time to `users` (the first is the applicant). */
const supervisorUser = alias(users, 'supervisor_user');

/** Everything the detail shows of an order, its activity and its applicant, in one query. */
export const findDetailRow = (db: Db, id: number) =>
  joinSummaryTables(
    db
      .select({
        ...summaryReply.columns,
        updatedAt: orders.updatedAt,
        stateChangeReason: orders.stateChangeReason,
        entityMode: orders.entityMode,
        entityData: orders.entityData,
        userData: orders.userData,
        userDataManagement: orders.userDataManagement,
        visitors: orders.visitors,
        requestedDate: orders.requestedDate,
        agreedDate: orders.agreedDate,
        agreedTime: orders.agreedTime,
        agreedEndTime: orders.agreedEndTime,
        organizationId: campaigns.organizationId,
        activity: {
          complement: activities.complement,
          startDate: activities.startDate,
          endDate: activities.endDate,
          image: activities.image,
          active: activities.active,
          places: activities.places,
          hasDateAndVisitType: activities.hasDateAndVisitType,
          formMetadata: activities.formMetadata,
          formMetadataManagement: activities.formMetadataManagement,
        },
        user: { name: users.name, surname: users.surname, phone: users.phone, email: users.email },
        supervisor: { name: supervisorUser.name, surname: supervisorUser.surname },
      })
      .from(orders)
      .$dynamic(),
  )
    .leftJoin(supervisorUser, eq(supervisorUser.id, campaigns.supervisorId))
    .where(eq(orders.id, id))
    .then((rows) => rows[0]);

export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetailRow>>>;

const fromState = alias(orderStates, 'from_state');
const toState = alias(orderStates, 'to_state');

/** The state history of an order, oldest first, with who made each change. */
export const historyOf = (db: Db, orderId: number) =>
  db
    .select({
      id: orderStateHistory.id,
      at: orderStateHistory.changedAt,
      byId: orderStateHistory.changedBy,
      byName: applicantName,
      fromId: orderStateHistory.fromStateId,
      fromValue: fromState.value,
      toId: orderStateHistory.toStateId,
      toValue: toState.value,
      reason: orderStateHistory.reason,
    })
    .from(orderStateHistory)
    .leftJoin(users, eq(users.id, orderStateHistory.changedBy))
    .leftJoin(fromState, eq(fromState.id, orderStateHistory.fromStateId))
    .innerJoin(toState, eq(toState.id, orderStateHistory.toStateId))
    .where(eq(orderStateHistory.orderId, orderId))
    .orderBy(asc(orderStateHistory.changedAt), asc(orderStateHistory.id));

/**
 * The reminder mails sent for an order, oldest first, with who sent each by hand
 * (docs/product/calendar.md#reminders).
 */
export const remindersOf = (db: Db, orderId: number) =>
  db
    .select({
      id: orderReminders.id,
      at: orderReminders.createdAt,
      kind: orderReminders.kind,
      byId: orderReminders.sentBy,
      byName: applicantName,
      addedText: orderReminders.addedText,
    })
    .from(orderReminders)
    .leftJoin(users, eq(users.id, orderReminders.sentBy))
    .where(eq(orderReminders.orderId, orderId))
    .orderBy(asc(orderReminders.createdAt), asc(orderReminders.id));
