import type { APIRequestContext } from '@playwright/test';
import type { Account } from './accounts.ts';
import { supervisedActivity } from './activities.ts';
import { bearer, ok } from './api.ts';
import { acceptWithAppointment, participantOrder, type PlacedOrder } from './orders.ts';

/**
 * Data for the report screens (docs/product/reporting.md#screens): a gestor's campaign with one
 * visit activity whose request form has a group name, a visitors count and a web address, and
 * `count` requests of new participants made today, all accepted with an appointment through the
 * management form, the first `done` of them then carried out with their real participants.
 */
export interface ReportedActivity {
  gestor: Account;
  campaign: string;
  activity: string;
  activityId: number;
  /** In the order they were made: ascending ids. */
  orders: PlacedOrder[];
}

const requestForm = [
  { type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', min: 1 },
  { type: 'text', name: 'web', label: 'Web del centro' },
];

const names = ['Alba', 'Bruno', 'Celia', 'Dario', 'Elena', 'Fabio', 'Gloria', 'Hugo'];

/** YYYY-MM-DD, `days` from today in Spain (the server's zone). */
export function madridDay(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return parts;
}

/** A YYYY-MM-DD day as the screens show it, DD/MM/YYYY. */
export const shownDay = (iso: string): string => iso.split('-').reverse().join('/');

export async function reportedActivity(
  request: APIRequestContext,
  { stamp, count, done }: { stamp: number; count: number; done: number },
): Promise<ReportedActivity> {
  const campaign = `Informes e2e ${stamp}`;
  const activity = `Visita informes ${stamp}`;
  const { gestor, activityId } = await supervisedActivity(
    request,
    { campaign, activity, formMetadata: requestForm, places: 100 },
    { name: 'Irene', surname: `Gestora ${stamp}` },
  );
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < count; i++) {
    orders.push(
      await participantOrder(request, activityId, {
        name: names[i % names.length] ?? 'Ana',
        answers: {
          grupo: `Grupo ${i + 1}`,
          visitantes: String(10 + i),
          web: `https://colegio${i + 1}.example.org/visita`,
        },
      }),
    );
  }
  for (const [i, order] of orders.entries()) {
    await acceptWithAppointment(request, gestor.token, order.id, {
      date: madridDay(i + 1),
      time: '10:00',
    });
  }
  for (const [i, order] of orders.slice(0, done).entries()) {
    await ok(
      await request.post(`/api/order/${order.id}/update/`, {
        headers: bearer(gestor.token),
        multipart: {
          idState: '5',
          userDataManagement: JSON.stringify({
            'fecha-acordada': madridDay(i + 1),
            'hora-acordada': '10:00',
            'fecha-realizacion': madridDay(),
            'participantes-reales': '18',
          }),
        },
      }),
    );
  }
  return { gestor, campaign, activity, activityId, orders };
}
