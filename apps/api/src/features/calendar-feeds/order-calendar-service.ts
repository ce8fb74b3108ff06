import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { serverTimeZone } from '../../time/today.ts';
import { assertSeesOrder } from '../orders/public.ts';
import { appointmentEntry } from './appointment-entry.ts';
import { APPOINTMENT_STATES, orderAppointment } from './appointment-queries.ts';
import type { FeedDeps } from './deps.ts';
import { writeCalendar } from './ical-writer.ts';

const isAppointmentState = (state: number) =>
  (APPOINTMENT_STATES as readonly number[]).includes(state);

/**
 * `GET order/{id}/calendar.ics`, the 'Añadir al calendario' file of an accepted order
 * (docs/product/calendar.md#ical-feeds): for whoever may see the order (its applicant and those
 * who manage its campaign, as the order's detail); 404 to anyone else, and when the order has no
 * appointment (no agreed date, or not accepted or done).
 */
export async function orderCalendar(deps: FeedDeps, caller: SessionUser, id: number) {
  const row = await orderAppointment(deps.db, id);
  assertSeesOrder(caller, row);
  const entry = isAppointmentState(row.stateId) ? appointmentEntry(row, deps.site) : undefined;
  if (!entry) throw new AppError('not found');
  return {
    text: writeCalendar({ name: `Solicitud ${id}`, timeZone: serverTimeZone(), entries: [entry] }),
    fileName: `solicitud-${id}.ics`,
  };
}
