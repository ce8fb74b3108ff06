import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarWindow, PUBLIC_CALENDAR_USER_ID } from '@extranet/shared/calendar/window';
import { Activity } from '@extranet/shared/schemas/activity';
import { ActiveCampaignList } from '@extranet/shared/schemas/campaign';
import {
  DaysWithEventsReply,
  EventProperties,
  EventType,
  type EventPropertiesBody,
} from '@extranet/shared/schemas/events';
import { http } from '@/shared/http';

const calendarKeys = {
  all: ['events'] as const,
  days: (viewer: number | 'public', today: string) =>
    ['events', 'days', viewer, today.slice(0, 7)] as const,
  activeCampaigns: ['campaigns', 'all-active'] as const,
  /** The same key as the other activity screens: one cached copy per activity. */
  activity: (id: number) => ['activities', 'by-id', id] as const,
};

/**
 * `GET events/{idUser}/days-with-events-period/{m1}/{y1}/{m2}/{y2}`: one call for the whole
 * window of 6 months back to 12 ahead of `today`'s month (docs/product/calendar.md#calls). The
 * session decides what it answers (docs/product/calendar.md#who-sees-what): `viewerId` is the
 * session's user; null is the public calendar, which sends 2 and no token even when someone is
 * logged in in this tab, so it always shows the public view.
 */
export function useDaysWithEvents(viewerId: number | null, today: string) {
  const { first, last } = calendarWindow(today);
  const user = viewerId ?? PUBLIC_CALENDAR_USER_ID;
  return useQuery({
    queryKey: calendarKeys.days(viewerId ?? 'public', today),
    queryFn: ({ signal }) =>
      http.get(
        `events/${user}/days-with-events-period/${first.month}/${first.year}/${last.month}/${last.year}`,
        { schema: DaysWithEventsReply, signal, anonymous: viewerId === null },
      ),
  });
}

/** `GET campaign/list/all-active`: the filter's 'Campaña' options (docs/product/calendar.md#filter). */
export function useActiveCampaigns() {
  return useQuery({
    queryKey: calendarKeys.activeCampaigns,
    queryFn: ({ signal }) =>
      http.get('campaign/list/all-active', { schema: ActiveCampaignList, signal }),
  });
}

/**
 * `GET activity/get/by-id/?id`: an activity event's display properties when the editor is
 * reloaded without the calendar's item (docs/product/calendar.md#event-editor).
 */
export function useEventActivity(id: number | undefined) {
  return useQuery({
    queryKey: calendarKeys.activity(id ?? 0),
    queryFn: ({ signal }) =>
      http.get('activity/get/by-id/', { query: { id }, schema: Activity, signal }),
    enabled: id !== undefined,
    retry: false,
  });
}

export interface EventRef {
  idEvent: number;
  typeEvent: EventType;
}

/**
 * GUARDAR of /eventeditor: `POST events/{idEvent}/{typeEvent}/eventproperties/set`
 * (docs/product/calendar.md#calls). The properties belong to the activity, so the calendar and
 * the activity's screens reload.
 */
export function useSetEventProperties() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: EventRef; body: EventPropertiesBody }) =>
      http.post(`events/${ref.idEvent}/${ref.typeEvent}/eventproperties/set`, {
        body,
        schema: EventProperties,
      }),
    onSuccess: async (saved, { ref }) => {
      if (ref.typeEvent === EventType.ActivityEvent) {
        qc.setQueryData<Activity>(calendarKeys.activity(ref.idEvent), (activity) =>
          activity ? { ...activity, eventProperties: saved } : activity,
        );
      }
      await Promise.all([
        qc.invalidateQueries({ queryKey: calendarKeys.all }),
        qc.invalidateQueries({ queryKey: ['activities'], refetchType: 'none' }),
      ]);
    },
  });
}
