import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeletedReply } from '@extranet/shared/schemas/common';
import { CalendarFeedReply } from '@extranet/shared/schemas/events';
import { OrganizationList } from '@extranet/shared/schemas/reference';
import { User, type ChangeOwnDataRequest } from '@extranet/shared/schemas/user';
import { http } from '@/shared/http';

/** `GET organization/list/`: only a superuser may move itself to another organization. */
export function useOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ['organizations'],
    queryFn: () => http.get('organization/list/', { schema: OrganizationList }),
    enabled,
    staleTime: Infinity,
  });
}

/** `POST user/change-user-data/`: the user's own data. */
export function useSaveOwnData() {
  return useMutation({
    mutationFn: (body: ChangeOwnDataRequest) =>
      http.post('user/change-user-data/', { body, schema: User }),
  });
}

/** `POST user/delete/{id}`: the user deletes its own account. */
export function useDeleteOwnUser() {
  return useMutation({
    mutationFn: (id: number) => http.post(`user/delete/${id}`, { schema: DeletedReply }),
  });
}

const calendarFeedKey = ['calendar-feed'];

/** `GET user/calendar-feed`: the address of the user's private calendar feed, or null. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: () => http.get('user/calendar-feed', { schema: CalendarFeedReply }),
  });
}

/**
 * `POST user/calendar-feed` creates the address or changes its secret; `DELETE` revokes it
 * (docs/product/calendar.md#ical-feeds). Either answers the address the section shows next.
 */
export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'renew' | 'revoke') =>
      action === 'renew'
        ? http.post('user/calendar-feed', { schema: CalendarFeedReply })
        : http.delete('user/calendar-feed', { schema: CalendarFeedReply }),
    onSuccess: (reply) => client.setQueryData(calendarFeedKey, reply),
  });
}
