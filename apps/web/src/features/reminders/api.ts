import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FutureEventsReply,
  SendReminderReply,
  type SendReminderBody,
} from '@extranet/shared/schemas/events';
import { http } from '@/shared/http';
import type { CompleteSearch } from './reminder-search';

const reminderKeys = {
  rows: (userId: number, search: CompleteSearch) => ['reminders', userId, search] as const,
};

/**
 * `GET events/{idUser}/user-future-events` (docs/product/calendar.md#calls): the accepted
 * appointments of the range; the API decides whose. Nothing is asked without a search and a
 * session.
 */
export function useFutureEvents(userId: number | undefined, search: CompleteSearch | null) {
  return useQuery({
    queryKey: reminderKeys.rows(
      userId ?? 0,
      search ?? { startDate: '', endDate: '', activityId: null },
    ),
    queryFn: ({ signal }) =>
      http.get(`events/${userId}/user-future-events`, {
        query: {
          startDate: search?.startDate,
          endDate: search?.endDate,
          activity: search?.activityId ?? undefined,
        },
        schema: FutureEventsReply,
        signal,
      }),
    enabled: userId !== undefined && search !== null,
  });
}

/**
 * `POST order/send-reminder-email` (docs/product/calendar.md#calls). The orders' details are
 * marked stale: their history lists the reminder.
 */
export function useSendReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReminderBody) =>
      http.post('order/send-reminder-email', { body, schema: SendReminderReply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' }),
  });
}
