import type { OrderSummary } from '@extranet/shared/schemas/order';
import { useNavigate } from 'react-router';
import { orderDetailHref, type OrderDetailMode, type OrderDetailState } from './order-detail-link';

/**
 * Opens an order's detail with `{ order, mode }` in the navigation state
 * (docs/product/requests.md#order-lists).
 */
export function useOpenOrder(mode: OrderDetailMode) {
  const navigate = useNavigate();
  return (order: OrderSummary) => {
    const state: OrderDetailState = { order, mode };
    navigate(orderDetailHref(order.id, mode), { state });
  };
}
