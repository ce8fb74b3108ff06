import { messages } from '@extranet/shared/messages';
import type { OrderCreateReply } from '@extranet/shared/schemas/order';
import type { ApiErrorCode } from '@/shared/api-error';
import { orderTexts as t } from './order-texts';

/**
 * The confirmation text of a stored request (docs/product/README.md#error-catalogue,
 * docs/product/requests.md#waiting-list).
 */
export function createdNotice(result: OrderCreateReply['result']): string {
  if (result === 'Places exceeded Full Activity') return messages.orderPlacesExceededFull;
  if (result === 'Places exceeded') return messages.orderPlacesExceeded;
  return messages.orderCreated;
}

/** True when the request went to the waiting list. */
export const isWaitingList = (result: OrderCreateReply['result']) => result !== 'OK';

/**
 * The 409 of a request short of places (docs/api-conventions.md#error-replies): nothing was stored.
 */
export interface PlacesConflict {
  error: ApiErrorCode;
  remaining?: number | undefined;
  requested?: number | undefined;
}

/**
 * What the CONTINUAR / ATRÁS dialog says. CONTINUAR always resends with force and the visit type
 * set to 'MEDIA JORNADA.' (docs/product/README.md#error-catalogue), on forms that have one.
 */
export interface PlacesOffer {
  /** The documented sentence, then the offer. */
  lines: string[];
}

/**
 * The dialog of a 'CANCEL' reply (docs/product/requests.md#waiting-list): without
 * places, the waiting list; per date with none left, the same for that date; with fewer left
 * than requested, a half day (12 to 14 h) on the waiting list; otherwise a reduced day.
 * Undefined when the error is not a places conflict.
 */
export function placesOffer(conflict: PlacesConflict): PlacesOffer | undefined {
  if (conflict.error === 'CANCEL') {
    return { lines: [messages.orderNoPlaces] };
  }
  if (conflict.error !== 'CANCEL Full Activity') return undefined;
  const remaining = conflict.remaining ?? 0;
  const requested = conflict.requested ?? 0;
  if (remaining <= 0) {
    return { lines: [messages.orderNoPlacesForDate, t.waitingListOffer] };
  }
  if (remaining < requested) {
    return { lines: [t.placesLeft(remaining, requested), t.halfDayOffer] };
  }
  return { lines: [t.reducedDay(remaining)] };
}
