import { errorCatalogue } from '@extranet/shared/errors';
import { OrderState } from '@extranet/shared/order-states';
import { Role } from '@extranet/shared/roles';
import type { ChangeStatesRequest, OrderDetail } from '@extranet/shared/schemas/order';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { orderDataMail, orderStateMail } from '../../../mail/order-mails.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import {
  acceptShortfall,
  acceptTakesPlace,
  bulkShortError,
  lockActivities,
  type Shortfall,
} from './accept-places.ts';
import { assertManagesOrder, assertSeesOrder, isApplicant, managesOrder } from '../access.ts';
import type { OrderDeps } from '../deps.ts';
import { getOrderDetail } from '../detail/detail-service.ts';
import { queueOrderMails } from './mail-facts.ts';
import { findOrderScope, lockOrderScopes } from '../order-queries.ts';
import { assertReason, assertTransition, changeState, type StateFacts } from './state-rules.ts';

/**
 * `POST order/{id}/cancel/` (ANULAR SOLICITUD): the applicant, while the order is pending
 * (docs/product/requests.md#states, docs/product/requests.md#order-detail); managers cancel through
 * the state selector instead.
 */
export async function cancelOrder(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await findOrderScope(tx, orderId, true);
    assertSeesOrder(caller, order);
    if (!isApplicant(caller, order)) throw new AppError('forbidden');
    if (order.stateId !== OrderState.Pending) throw new AppError('order not cancellable');
    await changeState(tx, order, { to: OrderState.Cancelled, reason: '', by: caller.id });
  });
  return getOrderDetail(deps.db, caller, orderId);
}

/** The transition rule's refusal, naming the order it stopped at (the others are unchanged). */
function assertTransitionOf(order: StateFacts, to: number) {
  try {
    assertTransition(order, to);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.fields, {
      orderId: order.id,
      message: `Solicitud ${order.id}: ${errorCatalogue[error.code].message}`,
    });
  }
}

async function lockManaged(tx: Db, caller: SessionUser, ids: number[]) {
  const rows = await lockOrderScopes(tx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    // docs/api-conventions.md: an order the caller may not manage does not exist; nothing changes.
    if (!row || !managesOrder(caller, row)) {
      throw new AppError('order not found', undefined, {
        orderId: id,
        message: `No se ha encontrado la solicitud ${id}`,
      });
    }
  }
  return rows;
}

/**
 * `POST order/change-states` (docs/product/requests.md#calls, the list's CAMBIAR ESTADO): every
 * order changes or none does. Role 1 only within its campaigns; the transition rules of
 * docs/product/requests.md#states apply to each order, and the first refusal names it. Accepting
 * orders that hold no place counts their places, and without `force` a shortfall of any of them
 * refuses the whole change, naming every order short (accept-places.ts). With sendMails each
 * applicant is notified through the outbox; `mailsQueued` is false when some applicant has no
 * e-mail (docs/product/requests.md#states).
 */
export async function changeStates(
  deps: OrderDeps,
  caller: SessionUser,
  input: z.output<typeof ChangeStatesRequest>,
): Promise<{ mailsQueued: boolean }> {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  assertReason(input.idState, input.reason, 'reason');
  const ids = [...new Set(input.orderList)];
  return deps.db.transaction(async (tx) => {
    const orders = await lockManaged(tx, caller, ids);
    const counted = input.force
      ? []
      : orders.filter((order) => acceptTakesPlace(order.stateId, input.idState));
    const countedIds = new Set(counted.map((order) => order.id));
    const activities = await lockActivities(
      tx,
      counted.map((order) => order.activityId),
    );
    const changed: number[] = [];
    const shortfalls: Shortfall[] = [];
    for (const order of orders) {
      if (order.stateId === input.idState) continue;
      assertTransitionOf(order, input.idState);
      const activity = countedIds.has(order.id) ? activities.get(order.activityId) : undefined;
      // Each accept is counted after the ones before it in this call (their places are taken).
      const short = activity ? await acceptShortfall(tx, activity, order) : undefined;
      if (short) {
        shortfalls.push(short);
        continue;
      }
      await changeState(tx, order, { to: input.idState, reason: input.reason, by: caller.id });
      changed.push(order.id);
    }
    // All or nothing: the error rolls back the changes made so far.
    if (shortfalls.length > 0) throw bulkShortError(shortfalls);
    if (!input.sendMails) return { mailsQueued: true };
    return { mailsQueued: await queueOrderMails(tx, changed, orderStateMail, deps.publicUrl) };
  });
}

/** `POST order/{id}/send-email/` (ENVIAR CORREO): the order's current data, to its applicant. */
export async function sendOrderMail(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
): Promise<{ mailsQueued: boolean }> {
  return deps.db.transaction(async (tx) => {
    assertManagesOrder(caller, await findOrderScope(tx, orderId));
    return { mailsQueued: await queueOrderMails(tx, [orderId], orderDataMail, deps.publicUrl) };
  });
}
