import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChangeStatesRequest, MailsQueuedReply } from '@extranet/shared/schemas/order';
import { OrderPage } from '@extranet/shared/schemas/order-list';
import { http } from '@/shared/http';
import type { OrderListCallQuery } from './order-list-mode';

const orderListKeys = {
  all: ['orders'] as const,
  page: (query: OrderListCallQuery) => ['orders', 'list', query] as const,
};

const LIST_PATH = 'order/list-minimized/by-filter';

/** One page of `order/list-minimized/by-filter`; the last page stays while the next loads. */
export function useOrderPage(query: OrderListCallQuery) {
  return useQuery({
    queryKey: orderListKeys.page(query),
    queryFn: ({ signal }) => http.get(LIST_PATH, { query, schema: OrderPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * EXPORTAR: the same call with up to 5,000 rows (docs/product/README.md#constants-and-limits); the
 * page writes the CSV.
 */
export function useOrderExport() {
  return useMutation({
    mutationFn: (query: OrderListCallQuery) => http.get(LIST_PATH, { query, schema: OrderPage }),
  });
}

/**
 * `POST order/change-states {sendMails, idState, reason, orderList}`
 * (docs/product/requests.md#calls): all or none change; the lists reload whatever the outcome.
 */
export function useChangeStates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStatesRequest) =>
      http.post('order/change-states', { body, schema: MailsQueuedReply }),
    onSettled: () => qc.invalidateQueries({ queryKey: orderListKeys.all }),
  });
}
