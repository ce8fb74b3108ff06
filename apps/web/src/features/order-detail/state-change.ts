import { messages } from '@extranet/shared/messages';
import { OrderState } from '@extranet/shared/order-states';
import type { OrderDetail } from '@extranet/shared/schemas/order';

/**
 * What the transition rules read of an order (the API applies the same,
 * docs/product/requests.md#states).
 */
export type StateFacts = Pick<OrderDetail, 'state' | 'entity' | 'entityData'>;

/**
 * Entity data was supplied and no manager has validated an entity yet
 * (docs/product/requests.md#states).
 */
const entityPendingValidation = (order: Pick<OrderDetail, 'entity' | 'entityData'>) =>
  order.entityData !== null && order.entity === null;

/**
 * The refusal of moving the order to `to`, or undefined (docs/product/requests.md#states): nothing
 * is refused while the state stays; a done order (5) never goes back to pending (1); accepting (2)
 * needs a validated entity when the applicant proposed one (docs/product/requests.md#states).
 */
export function stateChangeError(order: StateFacts, to: number | undefined): string | undefined {
  if (to === undefined || to === order.state.id) return undefined;
  if (order.state.id === OrderState.Done && to === OrderState.Pending) {
    return messages.orderTransitionRefused;
  }
  if (to === OrderState.Accepted && entityPendingValidation(order)) {
    return messages.orderEntityNotValidated;
  }
  return undefined;
}

/** docs/product/requests.md#states: moving to Denegada (3) needs a reason. */
export const stateReasonRequired = (order: Pick<OrderDetail, 'state'>, to: number | undefined) =>
  to === OrderState.Rejected && to !== order.state.id;

/**
 * The reason field after the state selector changes: the stored reason when the state goes back
 * to the stored one, else empty, so that an old reason is never recorded with a new change.
 */
export const reasonForState = (
  order: Pick<OrderDetail, 'state' | 'stateChangeReason'>,
  to: number | undefined,
): string => (to === order.state.id ? order.stateChangeReason : '');
