import { Role } from '@extranet/shared/roles';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, type Account } from './accounts.ts';
import { bearer, ok } from './api.ts';

export interface PlacedOrder {
  /** The new participant who asked. */
  person: Account;
  id: number;
  /** ISO timestamp of the request. */
  date: string;
}

/**
 * A new participant who requests `activityId` through `POST order/create/` (multipart, as the
 * request form sends it), with an optional file for the field `foto`.
 */
export async function participantOrder(
  request: APIRequestContext,
  activityId: number,
  options: {
    name: string;
    answers: Record<string, string>;
    file?: { name: string; buffer: Buffer };
    /** A new entity proposed by the applicant (idEntity 0): a manager must validate it. */
    entity?: { name: string; cif: string; idCouncil: number; idTarget: number };
    /** Without places, onto the waiting list (the request form's CONTINUAR). */
    force?: boolean;
  },
): Promise<PlacedOrder> {
  const person = await newAccount(request, Role.Participant, { name: options.name });
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    idActivity: String(activityId),
    idEntity: '-1',
    userData: JSON.stringify(options.answers),
  };
  if (options.entity) {
    multipart.idEntity = '0';
    multipart.entityData = JSON.stringify(options.entity);
  }
  if (options.force) multipart.force = 'true';
  if (options.file) {
    multipart.uploadFileNameList = JSON.stringify(['foto']);
    multipart.fileList = { ...options.file, mimeType: 'application/octet-stream' };
  }
  const reply = await ok<{ order: { id: number; date: string } }>(
    await request.post('/api/order/create/', { headers: bearer(person.token), multipart }),
  );
  return { person, id: reply.order.id, date: reply.order.date };
}

/** DD/MM/YYYY HH:mm in Spain, as the lists show a request's date. */
export function spanishDateTime(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(isoDate));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * A manager accepts the order with an agreed day and time, as the management form saves them
 * (docs/product/calendar.md#appointments).
 */
export async function acceptWithAppointment(
  request: APIRequestContext,
  token: string,
  orderId: number,
  appointment: { date: string; time: string },
) {
  await ok(
    await request.post(`/api/order/${orderId}/update/`, {
      headers: bearer(token),
      multipart: {
        idState: '2',
        userDataManagement: JSON.stringify({
          'fecha-acordada': appointment.date,
          'hora-acordada': appointment.time,
        }),
      },
    }),
  );
}
