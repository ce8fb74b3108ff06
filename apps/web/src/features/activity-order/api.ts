import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptedStates } from '@extranet/shared/order-states';
import { Activity } from '@extranet/shared/schemas/activity';
import { EntityList } from '@extranet/shared/schemas/entity';
import { IDEMPOTENCY_KEY_HEADER, OrderCreateReply } from '@extranet/shared/schemas/order';
import { OrderPage } from '@extranet/shared/schemas/order-list';
import { http } from '@/shared/http';

const orderFormKeys = {
  /** The same key as the other activity screens: one cached copy per activity. */
  activity: (id: number) => ['activities', 'by-id', id] as const,
  userEntities: (userId: number, targets: readonly number[]) =>
    ['entities', 'for-user', userId, targets] as const,
  prerequisite: (activityId: number, userId: number) =>
    ['orders', 'prerequisite', activityId, userId] as const,
};

/** `GET activity/get/by-id/?id` (docs/product/requests.md#calls). */
export const requestActivityQuery = (id: number) =>
  queryOptions({
    queryKey: orderFormKeys.activity(id),
    queryFn: ({ signal }) =>
      http.get('activity/get/by-id/', { query: { id }, schema: Activity, signal }),
  });

/** The activity of `requestActivityQuery`; the list's copy shows while it loads. */
export function useRequestActivity(id: number | undefined, placeholder?: Activity) {
  return useQuery({
    ...requestActivityQuery(id ?? 0),
    enabled: id !== undefined,
    placeholderData: placeholder?.id === id ? placeholder : undefined,
    retry: false,
  });
}

const targetsQuery = (targets: readonly number[]) =>
  targets.length > 0 ? targets.join(',') : undefined;

/** `GET entity/list/for-user/{idUser}?targets`: the entities the user already represents. */
export function useUserEntities(userId: number, targets: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: orderFormKeys.userEntities(userId, targets),
    queryFn: ({ signal }) =>
      http.get(`entity/list/for-user/${userId}`, {
        query: { targets: targetsQuery(targets) },
        schema: EntityList,
        signal,
      }),
    enabled,
  });
}

/**
 * Whether the user has an accepted or carried-out order (states 2, 5) in the prerequisite
 * activity (docs/product/campaigns-and-activities.md#activities), read from its own order list;
 * undefined while unknown or when the activity has no prerequisite. The API refuses the request
 * anyway.
 */
export function usePrerequisiteMet(activity: Activity | undefined, userId: number) {
  const prerequisiteId =
    activity?.onlyForInscribed && activity.onlyForInscribedId ? activity.onlyForInscribedId : null;
  const query = useQuery({
    queryKey: orderFormKeys.prerequisite(prerequisiteId ?? 0, userId),
    queryFn: ({ signal }) =>
      http.get('order/list-minimized/by-filter', {
        query: { activity: prerequisiteId, userId, _page: 0, _pagesize: 100 },
        schema: OrderPage,
        signal,
      }),
    enabled: prerequisiteId !== null,
    retry: false,
  });
  if (prerequisiteId === null || !query.data) return undefined;
  return query.data.items.some((order) =>
    (acceptedStates as readonly number[]).includes(order.state.id),
  );
}

/** One submission of the request form: its body and the key that makes it happen once. */
export interface OrderSubmission {
  body: FormData;
  /** docs/requests-integrity.md: a repeat with this key gets the first answer. */
  idempotencyKey: string;
}

/** `POST order/create/` (multipart); a stored order changes the places and the order lists. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: OrderSubmission) =>
      http.post('order/create/', {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        schema: OrderCreateReply,
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['orders'] });
      await qc.invalidateQueries({ queryKey: ['activities'], refetchType: 'none' });
    },
  });
}
