import { OrderState, placeTakingStates } from '@extranet/shared/order-states';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app-error.ts';
import {
  lockActivityPlaces,
  placeVerdict,
  type ActivityPlaces,
  type PlaceDemand,
} from '../places.ts';

// Managers keep the capacity rule (docs/requests-integrity.md#places-on-a-managers-accept):
// accepting an order that holds no place (rejected, cancelled, waiting list) takes one, so it is
// counted as a new request would be, under the same activity row lock (places.ts); the manager
// may still accept it with `force`. Orders already holding a place (pending, done) are not
// counted again.

/** Whether moving an order from `from` to `to` must find a free place first. */
export const acceptTakesPlace = (from: number, to: number): boolean =>
  to === OrderState.Accepted && !placeTakingStates.includes(from as OrderState);

/** What the count reads of the order being accepted. */
export interface AcceptedOrder extends PlaceDemand {
  id: number;
  activityId: number;
}

/** What an accept lacks: the places left (never below 0) and the places it asks for. */
export interface Shortfall {
  orderId: number;
  remaining: number;
  requested: number;
}

/**
 * Locks the activities of these orders, in id order (the same order everywhere, so two calls
 * never wait on each other's second lock); keyed by activity id.
 */
export async function lockActivities(
  tx: Db,
  activityIds: Iterable<number>,
): Promise<Map<number, ActivityPlaces>> {
  const locked = new Map<number, ActivityPlaces>();
  for (const id of [...new Set(activityIds)].sort((a, b) => a - b)) {
    const activity = await lockActivityPlaces(tx, id);
    if (activity) locked.set(id, activity);
  }
  return locked;
}

/** The order's shortfall on its locked activity, or undefined when it fits. */
export async function acceptShortfall(
  tx: Db,
  activity: ActivityPlaces,
  order: AcceptedOrder,
): Promise<Shortfall | undefined> {
  const verdict = await placeVerdict(tx, activity, order, order.id);
  if (verdict.fits) return undefined;
  return {
    orderId: order.id,
    remaining: Math.max(0, verdict.remaining),
    requested: verdict.requested,
  };
}

const placesWord = (n: number) => (n === 1 ? '1 plaza' : `${n} plazas`);

/** 'No hay plazas suficientes: quedan N plazas y la solicitud pide M.' */
const shortText = ({ remaining, requested }: Shortfall) =>
  `No hay plazas suficientes: quedan ${placesWord(remaining)} y la solicitud pide ${requested}.`;

const listed = (ids: number[]) =>
  ids.length === 1 ? String(ids[0]) : `${ids.slice(0, -1).join(', ')} y ${ids.at(-1)}`;

/** The 409 of one order's accept: nothing changed (resend with force to accept anyway). */
function acceptShortError(short: Shortfall): AppError {
  const { remaining, requested } = short;
  return new AppError('places exceeded', undefined, {
    remaining,
    requested,
    message: shortText(short),
  });
}

/** The 409 of a bulk change: nothing changed; names every order that lacks places. */
export function bulkShortError(shortfalls: Shortfall[]): AppError {
  const orderIds = shortfalls.map((short) => short.orderId);
  const [only] = shortfalls;
  if (only && shortfalls.length === 1) {
    const { orderId, remaining, requested } = only;
    const message = `Solicitud ${orderId}: ${shortText(only)}`;
    return new AppError('places exceeded', undefined, {
      orderId,
      orderIds,
      remaining,
      requested,
      message,
    });
  }
  return new AppError('places exceeded', undefined, {
    orderIds,
    message: `No hay plazas suficientes para las solicitudes ${listed(orderIds)}.`,
  });
}

/** Refuses a single order's accept that lacks places (locks its activity first). */
export async function assertAcceptFits(tx: Db, order: AcceptedOrder): Promise<void> {
  const activity = (await lockActivities(tx, [order.activityId])).get(order.activityId);
  if (!activity) return;
  const short = await acceptShortfall(tx, activity, order);
  if (short) throw acceptShortError(short);
}
