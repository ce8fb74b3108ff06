import type { OrderSummary } from '@extranet/shared/schemas/order';
import { paths } from '../paths';

/**
 * How an order is opened (docs/product/requests.md#order-detail): 'manager' from /orderlist and
 * /attachmentlist, 'own' from /myorderlist. The header menu highlights the list of the mode.
 */
export type OrderDetailMode = 'manager' | 'own';

/** The navigation state the detail screen reads. */
export interface OrderDetailState {
  order: OrderSummary;
  mode: OrderDetailMode;
}

/**
 * `/orderdetail?id=…&mode=…`: the detail reloads by id and mode (docs/product/README.md#routes).
 */
export const orderDetailHref = (id: number, mode: OrderDetailMode): string =>
  `${paths.orderDetail}?${new URLSearchParams({ id: String(id), mode }).toString()}`;
