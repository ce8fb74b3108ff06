import { isHiddenField, toDisplayDate, toIsoDate } from '@extranet/shared/forms/answer-rules';
import { messages } from '@extranet/shared/messages';
import { OrderState } from '@extranet/shared/order-states';
import type { OrderAnswer } from '../db/schema/orders.ts';
import type { OutboxMail } from './outbox.ts';
import { localDateTime } from '../time/today.ts';

/**
 * What an order mail tells: the order's data at the time it is written
 * (docs/product/README.md#error-catalogue).
 */
export interface OrderMailFacts {
  id: number;
  createdAt: Date;
  state: { id: number; value: string };
  reason: string;
  activityName: string;
  campaignName: string;
  applicantName: string;
  entityName: string | null;
  /** The request form's answers, in form order. */
  answers: readonly OrderAnswer[];
}

/**
 * A value as people read it: dates DD/MM/YYYY (docs/api-conventions.md#dates), lists joined.
 */
function shown(answer: OrderAnswer): string {
  const text = Array.isArray(answer.value) ? answer.value.join(', ') : answer.value;
  const iso = answer.type === 'date' ? toIsoDate(text) : null;
  return iso ? toDisplayDate(iso) : text;
}

/** The order's data block every order mail carries; hidden ('--') and empty answers left out. */
function orderData(facts: OrderMailFacts): string {
  const answers = facts.answers
    .filter((answer) => !isHiddenField(answer) && shown(answer).trim() !== '')
    .map((answer) => `  - ${answer.label.trim()}: ${shown(answer)}`);
  return [
    `Número de solicitud: ${facts.id}`,
    `Fecha de la solicitud: ${localDateTime(facts.createdAt)}`,
    `Campaña: ${facts.campaignName}`,
    `Actividad: ${facts.activityName}`,
    `Solicitante: ${facts.applicantName}`,
    ...(facts.entityName ? [`Entidad: ${facts.entityName}`] : []),
    `Estado: ${facts.state.value}`,
    ...(facts.reason ? [`Motivo: ${facts.reason}`] : []),
    ...(answers.length > 0 ? ['', 'Datos de la solicitud:', ...answers] : []),
  ].join('\n');
}

const link = (publicUrl: string, id: number) =>
  `Puede consultar la solicitud en ${publicUrl.replace(/\/$/, '')}/orderdetail?id=${id}`;

const closing = '\n\nUn saludo,\nEducación Ambiental';

/**
 * The mail an applicant gets when its request is recorded (docs/product/README.md#error-catalogue:
 * 'En breve recibirá un correo con los datos de la misma'); a request on the waiting list says so.
 */
export function orderCreatedMail(to: string, facts: OrderMailFacts, publicUrl: string): OutboxMail {
  const waiting = facts.state.id === OrderState.WaitingList;
  const opening = waiting
    ? `Se ha registrado su solicitud. ${messages.orderPlacesExceeded}`
    : 'Se ha registrado su solicitud.';
  return {
    to,
    subject: `Solicitud ${facts.id} registrada: ${facts.activityName}`,
    text: `${opening}\n\n${orderData(facts)}\n\n${link(publicUrl, facts.id)}${closing}`,
    meta: { kind: 'order-created', orderId: facts.id },
  };
}

/**
 * The notification of a state change (docs/product/requests.md#order-detail: send notification).
 */
export function orderStateMail(to: string, facts: OrderMailFacts, publicUrl: string): OutboxMail {
  return {
    to,
    subject: `Solicitud ${facts.id}: ${facts.state.value}`,
    text:
      `Su solicitud ${facts.id} ha pasado al estado «${facts.state.value}».\n\n` +
      `${orderData(facts)}\n\n${link(publicUrl, facts.id)}${closing}`,
    meta: { kind: 'order-state', orderId: facts.id, stateId: facts.state.id },
  };
}

/**
 * ENVIAR CORREO of the order detail (docs/product/requests.md#order-detail): the order's current
 * data and state.
 */
export function orderDataMail(to: string, facts: OrderMailFacts, publicUrl: string): OutboxMail {
  return {
    to,
    subject: `Datos de su solicitud ${facts.id}: ${facts.activityName}`,
    text:
      `Le enviamos los datos actuales de su solicitud.\n\n` +
      `${orderData(facts)}\n\n${link(publicUrl, facts.id)}${closing}`,
    meta: { kind: 'order-data', orderId: facts.id },
  };
}

/** What an appointment reminder tells (docs/product/calendar.md#reminders). */
export interface ReminderMailFacts {
  id: number;
  /** The agreed day, YYYY-MM-DD, and its time and end (HH:MM) when known. */
  agreedDate: string;
  agreedTime: string | null;
  agreedEndTime: string | null;
  activityName: string;
  campaignName: string;
  /** '' for a request without an entity. */
  entityName: string;
  /** The manager's text, '' for none (and for the daily job's). */
  addedText: string;
  kind: 'manual' | 'automatic';
}

const hoursOf = (time: string, end: string | null) => (end ? `de ${time} a ${end}` : time);

/**
 * The reminder of an accepted appointment, sent by hand from the reminders screen or by the daily
 * job (docs/product/calendar.md#reminders, docs/product/calendar.md#automatic-reminders): the
 * day DD/MM/YYYY, the hours, the activity, campaign and entity, and the manager's text in a
 * paragraph of its own.
 */
export function orderReminderMail(
  to: string,
  facts: ReminderMailFacts,
  publicUrl: string,
): OutboxMail {
  const appointment = [
    `Fecha: ${toDisplayDate(facts.agreedDate)}`,
    ...(facts.agreedTime ? [`Hora: ${hoursOf(facts.agreedTime, facts.agreedEndTime)}`] : []),
    `Actividad: ${facts.activityName}`,
    `Campaña: ${facts.campaignName}`,
    ...(facts.entityName ? [`Entidad: ${facts.entityName}`] : []),
    `Número de solicitud: ${facts.id}`,
  ].join('\n');
  const added = facts.addedText.trim();
  return {
    to,
    subject: `Recordatorio de su cita: ${facts.activityName}`,
    text:
      `Le recordamos la cita de su solicitud ${facts.id}.\n\n${appointment}\n\n` +
      (added ? `${added}\n\n` : '') +
      `${link(publicUrl, facts.id)}${closing}`,
    meta: { kind: 'order-reminder', orderId: facts.id, reminder: facts.kind },
  };
}
