import { EventItem, EventType } from '@extranet/shared/schemas/events';
import { addressId } from '@/shared/address-id';
import { paths } from '@/shared/paths';
import type { EventRef } from './api';

/**
 * How /eventeditor finds its event (docs/product/calendar.md#event-editor): the address carries
 * `?id=<idEvent>&type=<typeEvent>`, so a reload still knows it; the calendar hands the whole item
 * in the navigation state (`eventItem`), which gives its name and current properties at once.
 */

/** `/eventeditor?id=…&type=…` of a calendar item. */
export const eventEditorHref = ({ idEvent, typeEvent }: EventRef): string =>
  `${paths.eventEditor}?id=${idEvent}&type=${typeEvent}`;

/** The event the address names; the type defaults to an activity event, the editor's usual one. */
export function eventRefOf(search: URLSearchParams): EventRef | undefined {
  const idEvent = addressId(search.get('id'));
  if (idEvent === undefined) return undefined;
  const typeEvent =
    search.get('type') === String(EventType.Appointment)
      ? EventType.Appointment
      : EventType.ActivityEvent;
  return { idEvent, typeEvent };
}

/** The calendar's item handed over in the navigation state, when it is the address's event. */
export function handedEvent(state: unknown, ref: EventRef): EventItem | undefined {
  if (typeof state !== 'object' || state === null || !('eventItem' in state)) return undefined;
  const item = EventItem.safeParse(state.eventItem);
  if (!item.success) return undefined;
  const same = item.data.idEvent === ref.idEvent && item.data.typeEvent === ref.typeEvent;
  return same ? item.data : undefined;
}
