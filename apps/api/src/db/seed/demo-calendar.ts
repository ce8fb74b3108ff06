import { appointmentOf } from '@extranet/shared/forms/appointment';
import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import { addEventLine, formatNewEventLine } from '@extranet/shared/forms/event-lines';
import type { RequestForm } from '@extranet/shared/forms/form-field';
import { OrderState } from '@extranet/shared/order-states';
import type { Db } from '../client.ts';
import { orders, orderStateHistory, type OrderAnswer } from '../schema/orders.ts';
import { p, richText } from './demo-rich-text.ts';
import { isoToDmy } from './demo-school-year.ts';
import type { DemoActivity } from './demo-types.ts';

// What the demo shows on the calendar (docs/product/calendar.md) from the day it is seeded: two
// more events of the school campaign, one visible and one hidden from the public calendar, with
// dated lines this month and next, and the demo participant's accepted visits with their
// appointments in the coming weeks, the first within a week, for the reminders screen.

/** YYYY-MM-DD `days` after `iso`. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day `day` of the month `offset` months after the month of `iso`, YYYY-MM-DD. */
function dayOfMonth(iso: string, offset: number, day: number): string {
  const [year = 0, month = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, day)).toISOString().slice(0, 10);
}

/** The weekday on or after `iso`: a Saturday or a Sunday moves to the Monday. */
function weekday(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(iso, 2) : day === 0 ? addDays(iso, 1) : iso;
}

/** An event of the school campaign with a line on each of `days` of this month and the next. */
function monthlyEvent(
  today: string,
  event: {
    key: string;
    name: string;
    complement: string;
    summary: string;
    text: string;
    place: string;
    hour: string;
    days: number[];
    visible: boolean;
    color: string;
    priority: number;
  },
): DemoActivity {
  const dates = [0, 1].flatMap((offset) => event.days.map((day) => dayOfMonth(today, offset, day)));
  const lines = dates.map((date) =>
    formatNewEventLine({
      date: isoToDmy(date),
      hour: event.hour,
      text: event.text,
      location: event.place,
    }),
  );
  const explanation = richText(p(event.summary));
  return {
    key: event.key,
    values: {
      name: event.name,
      complement: event.complement,
      startDate: dates[0] ?? today,
      endDate: dates[dates.length - 1] ?? today,
      places: 0,
      priority: event.priority,
      active: true,
      calendarVisible: event.visible,
      calendarColor: event.color,
      explanation: explanation.html,
      explanationJson: explanation.json,
      // Plain dated lines, as the event editor writes them (docs/product/campaigns-and-activities.md#events).
      requirements: lines.reduce((text, line) => addEventLine(text, line), ''),
      requirementsJson: null,
      formMetadata: [],
      formMetadataManagement: [],
    },
    targets: [1, 3],
    image: { file: `${event.key}.png`, motif: 'open-day', light: 'morning', sunX: 540 },
  };
}

/** The two events of the school campaign that show the calendar this month and next. */
export function calendarEvents(today: string): DemoActivity[] {
  return [
    monthlyEvent(today, {
      key: 'ruta-contenedores',
      name: 'Ruta guiada: del contenedor a la planta',
      complement: 'Salida a pie desde el Ayuntamiento',
      summary:
        'Un paseo guiado que sigue a los residuos desde el contenedor de la calle hasta la planta de tratamiento.',
      text: 'Ruta guiada: del contenedor a la planta',
      place: 'Plaza del Ayuntamiento (Gijón)',
      hour: '10:30',
      days: [8, 22],
      visible: true,
      color: '#64B5F6',
      priority: 4,
    }),
    monthlyEvent(today, {
      key: 'coordinacion-centros',
      name: 'Reunión de coordinación con los centros',
      complement: 'Solo para el equipo de educación ambiental',
      summary: 'Reunión interna de seguimiento de las visitas del trimestre.',
      text: 'Reunión de coordinación con los centros',
      place: 'Aula ambiental',
      hour: '17:00',
      days: [15],
      visible: false,
      color: '#BA68C8',
      priority: 3,
    }),
  ];
}

/** The demo participant's accepted visits: the visit's key, days from today, the agreed hour. */
const appointments = [
  { visit: 'VISITA ESTÁNDAR', inDays: 3, hour: '09:30', visitors: 28 },
  { visit: 'VISITA + TALLER', inDays: 10, hour: '11:30', visitors: 42 },
  { visit: 'VISITA PUNTO LIMPIO', inDays: 17, hour: '10:00', visitors: 25 },
];

/** The answers of a visit's request form, in form order, as the create call stores them. */
function visitAnswers(form: RequestForm, values: Record<string, string>): OrderAnswer[] {
  return form.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    value: values[field.name] ?? '',
  }));
}

/** The management answers with the appointment agreed, the rest still empty. */
function agreedAnswers(date: string, hour: string): OrderAnswer[] {
  const agreed: Record<string, string> = { 'fecha-acordada': date, 'hora-acordada': hour };
  return newDefaultManagementForm().map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    value: field.type === 'checkbox-group' ? [] : (agreed[field.name] ?? ''),
  }));
}

export interface DemoVisit {
  id: number;
  form: RequestForm;
}

/**
 * Stores the participant's accepted visits of the coming weeks (`visits` by activity key), each
 * with the history of a request accepted by the gestor (or by itself when there is none) and its
 * appointment in the agreed columns, as saving the management answers writes them. Answers the
 * new orders' ids.
 */
export async function insertDemoAppointments(
  tx: Db,
  today: string,
  visits: Map<string, DemoVisit>,
  people: { applicantId: number; email: string; managerId: number | null },
): Promise<number[]> {
  const stored: number[] = [];
  for (const appointment of appointments) {
    const visit = visits.get(appointment.visit);
    if (!visit) continue;
    const date = weekday(addDays(today, appointment.inDays));
    const userData = visitAnswers(visit.form, {
      'fecha-visita': date,
      'tipo-visita': appointment.visit,
      visitantes: String(appointment.visitors),
      curso: '5º y 6º de Educación Primaria',
      profesor: 'Carmen Iglesias Prieto',
      telefono: '985 10 20 30',
      correo: people.email,
    });
    const userDataManagement = agreedAnswers(date, appointment.hour);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: people.applicantId,
        activityId: visit.id,
        stateId: OrderState.Accepted,
        userData,
        userDataManagement,
        visitors: appointment.visitors,
        requestedDate: date,
        ...appointmentOf(userData, userDataManagement),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('demo catalogue: order not created');
    await tx.insert(orderStateHistory).values([
      { orderId: order.id, changedBy: people.applicantId, toStateId: OrderState.Pending },
      {
        orderId: order.id,
        changedBy: people.managerId ?? people.applicantId,
        fromStateId: OrderState.Pending,
        toStateId: OrderState.Accepted,
      },
    ]);
    stored.push(order.id);
  }
  return stored;
}
