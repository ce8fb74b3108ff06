import { toIsoDate } from './answer-rules.ts';
import { norm } from './field-roles.ts';
import { visitEndTime } from './visit-durations.ts';

/** A stored answer as far as the appointment needs it. */
export interface AppointmentAnswer {
  label: string;
  type: string;
  value: string | string[];
}

/**
 * An order's appointment (docs/product/calendar.md#appointments): the day and time agreed in the
 * management form and the end its visit type gives it. Null where the answer is missing or is not
 * a valid date or HH:MM.
 */
export interface Appointment {
  agreedDate: string | null;
  agreedTime: string | null;
  agreedEndTime: string | null;
}

const text = (answer: AppointmentAnswer | undefined) =>
  typeof answer?.value === 'string' ? answer.value.trim() : '';

const labelled = (answers: readonly AppointmentAnswer[], words: string) =>
  answers.find((answer) => norm(answer.label).includes(words));

/** 'H:MM' or 'HH:MM' of a real time of day, as 'HH:MM'; anything else null. */
export function clockTime(value: string): string | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : null;
}

/**
 * The visit type among the request answers: one labelled 'tipo de visita' or 'modalidad', else
 * the first whose value is a 'VISITA…' option (docs/product/requests.md#request-form).
 */
function visitType(answers: readonly AppointmentAnswer[]): string {
  const named = answers.find((answer) => {
    const label = norm(answer.label);
    return label.includes('tipo de visita') || label.includes('modalidad');
  });
  if (named) return text(named);
  return text(answers.find((answer) => text(answer).toUpperCase().startsWith('VISITA')));
}

/**
 * The appointment of an order from its stored answers: 'Fecha acordada' and 'Hora acordada' of
 * the management form, and the end time from the visit type's duration
 * (docs/product/README.md#constants-and-limits). The migration that filled the columns for the
 * orders stored before them reads the answers the same way.
 */
export function appointmentOf(
  requestAnswers: readonly AppointmentAnswer[],
  managementAnswers: readonly AppointmentAnswer[],
): Appointment {
  const agreedDate = toIsoDate(text(labelled(managementAnswers, 'fecha acordada')));
  const agreedTime = clockTime(text(labelled(managementAnswers, 'hora acordada')));
  const end = agreedTime ? visitEndTime(agreedTime, visitType(requestAnswers)) : undefined;
  return { agreedDate, agreedTime, agreedEndTime: end ?? null };
}
