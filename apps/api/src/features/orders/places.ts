import { placeTakingStates } from '@extranet/shared/order-states';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { orders } from '../../db/schema/orders.ts';
import { AppError } from '../../plugins/app-error.ts';

// Places and the waiting list, docs/product/requests.md#waiting-list. `places` is the capacity,
// taken by orders in states 1, 2 and 5: per order for a plain activity, per requested date and in
// visitors when the activity has a date and a visit type. Every count runs after
// `lockActivityPlaces` in the same transaction: the activity row lock makes concurrent requests
// take their turn, so the count each one reads already includes every order committed before it
// (READ COMMITTED reads each statement's own snapshot, taken after the lock was granted).

/** The capacity facts of an activity, read under its row lock. */
export interface ActivityPlaces {
  id: number;
  places: number;
  hasDateAndVisitType: boolean;
}

/** Locks the activity row until the transaction ends (SELECT … FOR UPDATE). */
export const lockActivityPlaces = (
  tx: Db,
  activityId: number,
): Promise<ActivityPlaces | undefined> =>
  tx
    .select({
      id: activities.id,
      places: activities.places,
      hasDateAndVisitType: activities.hasDateAndVisitType,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update')
    .then((rows) => rows[0]);

const takesPlace = inArray(orders.stateId, [...placeTakingStates]);

/** Orders holding a place in a plain activity. */
const ordersTakingPlaces = (tx: Db, activityId: number) =>
  tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.activityId, activityId), takesPlace))
    .then((rows) => rows[0]?.n ?? 0);

/** Visitors holding a place on one date; an order without a visitors count is one visitor. */
const visitorsOnDate = (tx: Db, activityId: number, date: string, exceptOrderId?: number) =>
  tx
    .select({ n: sql<number>`coalesce(sum(coalesce(${orders.visitors}, 1)), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.activityId, activityId),
        eq(orders.requestedDate, date),
        takesPlace,
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);

/** What a request asks for: its requested date and visitors (null: one visitor). */
export interface PlaceDemand {
  requestedDate: string | null;
  visitors: number | null;
}

/** Where a request stands: it fits, or is short (per order, or on its date with the figures). */
export type PlaceVerdict =
  { fits: true } | { fits: false; perDate: boolean; remaining: number; requested: number };

/**
 * Whether one more request fits (call with the activity locked). A dated activity counts the
 * visitors of the requested date; a request with no date there is not limited by date (the
 * request form requires the date for such activities, so only managers' orders lack one).
 * `exceptOrderId` leaves out the order being changed.
 */
export async function placeVerdict(
  tx: Db,
  activity: ActivityPlaces,
  demand: PlaceDemand,
  exceptOrderId?: number,
): Promise<PlaceVerdict> {
  if (!activity.hasDateAndVisitType) {
    const taken = await ordersTakingPlaces(tx, activity.id);
    const remaining = activity.places - taken;
    return remaining >= 1
      ? { fits: true }
      : { fits: false, perDate: false, remaining, requested: 1 };
  }
  if (demand.requestedDate === null) return { fits: true };
  const taken = await visitorsOnDate(tx, activity.id, demand.requestedDate, exceptOrderId);
  const remaining = activity.places - taken;
  const requested = demand.visitors ?? 1;
  return requested <= remaining
    ? { fits: true }
    : { fits: false, perDate: true, remaining, requested };
}

/**
 * The 409 of a short request without force (docs/product/requests.md#waiting-list): nothing is
 * stored.
 */
export function placesShortError(verdict: Exclude<PlaceVerdict, { fits: true }>): AppError {
  if (!verdict.perDate) return new AppError('CANCEL');
  return new AppError('CANCEL Full Activity', undefined, {
    remaining: verdict.remaining,
    requested: verdict.requested,
  });
}
