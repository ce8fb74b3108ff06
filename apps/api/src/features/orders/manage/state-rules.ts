import { messages } from '@extranet/shared/messages';
import { OrderState } from '@extranet/shared/order-states';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { insertStateChange, updateOrderRow } from '../order-queries.ts';

/** What the transition rules read of an order. */
export interface StateFacts {
  id: number;
  stateId: number;
  entityId: number | null;
  entityData: Record<string, unknown> | null;
}

/**
 * docs/product/requests.md#states: a rejection (state 3) needs a reason; refused as a field of the
 * form.
 */
export function assertReason(to: number, reason: string, field: string): void {
  if (to === OrderState.Rejected && reason.trim() === '') {
    throw new AppError('validation', { [field]: messages.orderReasonRequired });
  }
}

/**
 * Managers may move an order between any two states except out of 5 (done) back to 1
 * (pending); accepting (2) needs a validated entity when the applicant proposed one
 * (docs/product/requests.md#states: 'Es necesario validar la entidad antes de aceptar la
 * solicitud').
 */
export function assertTransition(order: StateFacts, to: number): void {
  if (order.stateId === OrderState.Done && to === OrderState.Pending) {
    throw new AppError('transition not allowed');
  }
  if (to === OrderState.Accepted && order.entityData !== null && order.entityId === null) {
    throw new AppError('entity not validated');
  }
}

/**
 * Sets the order's state and reason and records the change (docs/product/requests.md#states: who,
 * when, why).
 */
export async function changeState(
  tx: Db,
  order: StateFacts,
  change: { to: number; reason: string; by: number },
): Promise<void> {
  await updateOrderRow(tx, order.id, { stateId: change.to, stateChangeReason: change.reason });
  await insertStateChange(tx, {
    orderId: order.id,
    changedBy: change.by,
    fromStateId: order.stateId,
    toStateId: change.to,
    reason: change.reason,
  });
}
