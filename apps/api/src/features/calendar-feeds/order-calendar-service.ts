import { acceptedStates } from '@extranet/shared/order-states';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { serverTimeZone } from '../../time/today.ts';
import { assertSeesOrder } from '../orders/public.ts';
import { orderAppointment } from './appointment-queries.ts';
import type { FeedDeps } from './deps.ts';
import { appointmentEntry } from './event-entries.ts';
import { writeCalendar } from './ical-writer.ts';

/**
 * `GET order/{id}/calendar.ics`, the 'Añadir al calendario' file of an accepted order
 * (docs/product/calendar.md#ical-feeds): for whoever may see the order (its applicant and those
 * who manage its campaign, as the order's detail); 404 to anyone else, and when the order has no
 * appointment (no agreed date, or not accepted or done).
 */
export async function orderCalendar(deps: FeedDeps, caller: SessionUser, id: number) {
  const row = await orderAppointment(deps.db, id);
  assertSeesOrder(caller, row);
  const { startDate } = row;
  if (startDate === null || !acceptedStates.some((state) => state === row.stateId)) {
    throw new AppError('not found');
  }
  const entry = appointmentEntry({ ...row, startDate }, deps.site);
  return {
    text: writeCalendar({ name: `Solicitud ${id}`, timeZone: serverTimeZone(), entries: [entry] }),
    fileName: `solicitud-${id}.ics`,
  };
}
