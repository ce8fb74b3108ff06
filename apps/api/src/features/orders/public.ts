/**
 * What the orders feature offers the others (docs/architecture.md#feature-boundaries): who may
 * see an order, so that another feature serving an order's data (the calendar file of its
 * appointment) applies the same rule as the order's detail.
 */
export { assertSeesOrder, type OrderScope } from './access.ts';
