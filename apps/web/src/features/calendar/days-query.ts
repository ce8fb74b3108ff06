import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import { calendarWindow, PUBLIC_CALENDAR_USER_ID } from '@extranet/shared/calendar/window';
import { DaysWithEventsReply } from '@extranet/shared/schemas/events';
import { http } from '@/shared/http';
import { arrivedPublicDays, takeEarlyPublicDays } from './early-days';

// Apart from api.ts: the public calendar needs this call only, and a phone should not download
// the editor's and the filter's schemas with it (docs/product/calendar.md#calendar).

export const eventKeys = {
  all: ['events'] as const,
  days: (viewer: number | 'public', today: string) =>
    ['events', 'days', viewer, today.slice(0, 7)] as const,
};

/**
 * `GET events/{idUser}/days-with-events-period/{m1}/{y1}/{m2}/{y2}`: one call for the whole
 * window of 6 months back to 12 ahead of `today`'s month (docs/product/calendar.md#calls). The
 * session decides what it answers (docs/product/calendar.md#who-sees-what): `viewerId` is the
 * session's user; null is the public calendar, which sends 2 and no token even when someone is
 * logged in in this tab, so it always shows the public view.
 */
export const daysWithEventsQuery = (viewerId: number | null, today: string) => {
  const { first, last } = calendarWindow(today);
  const user = viewerId ?? PUBLIC_CALENDAR_USER_ID;
  const path = `events/${user}/days-with-events-period/${first.month}/${first.year}/${last.month}/${last.year}`;
  // The reply's events become the days' EventItems (docs/product/calendar.md#the-reply); `own`
  // is the session user's appointment (orange).
  const daysOf = (reply: DaysWithEventsReply) => eventItemsByDay(reply, viewerId);
  return queryOptions({
    queryKey: eventKeys.days(viewerId ?? 'public', today),
    // Already here when the screen first renders: shown at once, without a loading state.
    initialData: () => {
      const arrived = viewerId === null ? arrivedPublicDays(path) : undefined;
      const parsed = arrived === undefined ? undefined : DaysWithEventsReply.safeParse(arrived);
      return parsed?.success ? daysOf(parsed.data) : undefined;
    },
    queryFn: async ({ signal }) => {
      // The public calendar's answer may already be on its way (early-days.ts).
      const early = viewerId === null ? await takeEarlyPublicDays(path) : undefined;
      const parsed = early === undefined ? undefined : DaysWithEventsReply.safeParse(early);
      if (parsed?.success) return daysOf(parsed.data);
      const reply = await http.get(path, {
        schema: DaysWithEventsReply,
        signal,
        anonymous: viewerId === null,
      });
      return daysOf(reply);
    },
  });
};

/** The days of the calendar of `viewerId` around `today` (see `daysWithEventsQuery`). */
export function useDaysWithEvents(viewerId: number | null, today: string) {
  return useQuery(daysWithEventsQuery(viewerId, today));
}
