import { useQuery } from '@tanstack/react-query';
import { ActivityNameTree, EntityNameList } from '@extranet/shared/schemas/order-list';
import { OptionList } from '@extranet/shared/schemas/reference';
import { http } from '../http';

/**
 * The choice lists of the order filters (docs/product/requests.md#calls): scoped like the lists by
 * the API; `userId` is the caller's own id in /myorderlist (the names of its own requests).
 */
const orderNameKeys = {
  activities: (userId: number | undefined) =>
    ['orders', 'names', 'activities', userId ?? 0] as const,
  entities: (userId: number | undefined) => ['orders', 'names', 'entities', userId ?? 0] as const,
  states: ['reference', 'order-states'] as const,
};

const fiveMinutes = 5 * 60_000;

/** `GET order/get-activity-names/`: campaign → activities for the cascader. */
export function useActivityNames(userId: number | undefined) {
  return useQuery({
    queryKey: orderNameKeys.activities(userId),
    queryFn: ({ signal }) =>
      http.get('order/get-activity-names/', {
        query: { userId },
        schema: ActivityNameTree,
        signal,
      }),
    staleTime: fiveMinutes,
  });
}

/** `GET order/get-entity-names/`: suggestions of the entity tags. */
export function useEntityNames(userId: number | undefined) {
  return useQuery({
    queryKey: orderNameKeys.entities(userId),
    queryFn: ({ signal }) =>
      http.get('order/get-entity-names/', { query: { userId }, schema: EntityNameList, signal }),
    staleTime: fiveMinutes,
  });
}

/** `GET order/get-states/` (public): the order states of docs/product/requests.md#states. */
export function useOrderStates() {
  return useQuery({
    queryKey: orderNameKeys.states,
    queryFn: ({ signal }) => http.get('order/get-states/', { schema: OptionList, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
