/**
 * Order (solicitud) states, docs/product/requests.md#states. Ids are stable: reports and mails rely
 * on them.
 */
export const OrderState = {
  Pending: 1,
  Accepted: 2,
  Rejected: 3,
  Cancelled: 4,
  Done: 5,
  WaitingList: 6,
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/** Seed rows of `order_states`, in id order. */
export const orderStateNames: Record<OrderState, string> = {
  1: 'Pendiente',
  2: 'Aceptada',
  3: 'Denegada',
  4: 'Anulada',
  5: 'Realizada',
  6: 'En lista de espera',
};

/** States that take a place (docs/product/requests.md#places). */
export const placeTakingStates: readonly OrderState[] = [1, 2, 5];

/**
 * 'Accepted / carried out' states (docs/product/README.md#constants-and-limits): they meet a
 * prerequisite.
 */
export const acceptedStates: readonly OrderState[] = [2, 5];
