import { periodDays } from '@extranet/shared/calendar/window';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { daysWithEventsJson, type EventViewer } from '../../repositories/calendar-events.ts';

/** The months of a call: first and last, both included. */
export interface EventPeriod {
  month1: number;
  year1: number;
  month2: number;
  year2: number;
}

/**
 * `events/{idUser}/days-with-events-period/{m1}/{y1}/{m2}/{y2}` (docs/product/calendar.md#calls):
 * the days of the period with the events the viewer may see, as the JSON text of
 * DaysWithEventsReply. The path's period was checked by its schema (at most 19 months).
 */
export async function daysWithEvents(
  db: Db,
  viewer: EventViewer,
  period: EventPeriod,
): Promise<string> {
  const window = periodDays(
    { month: period.month1, year: period.year1 },
    { month: period.month2, year: period.year2 },
  );
  if (!window) throw new AppError('validation');
  return daysWithEventsJson(db, viewer, window);
}
