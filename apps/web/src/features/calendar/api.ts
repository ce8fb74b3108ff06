import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity } from '@extranet/shared/schemas/activity';
import { ActiveCampaignList } from '@extranet/shared/schemas/campaign';
import {
  EventProperties,
  EventType,
  type EventPropertiesBody,
} from '@extranet/shared/schemas/events';
import { http } from '@/shared/http';
import { eventKeys } from './days-query';

const calendarKeys = {
  activeCampaigns: ['campaigns', 'all-active'] as const,
  /** The same key as the other activity screens: one cached copy per activity. */
  activity: (id: number) => ['activities', 'by-id', id] as const,
};

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
        qc.invalidateQueries({ queryKey: eventKeys.all }),
        qc.invalidateQueries({ queryKey: ['activities'], refetchType: 'none' }),
      ]);
    },
  });
}
