import type { EventListRow } from './event-row.ts';

/**
 * The texts the event lists write of a row (docs/product/reporting.md#event-lists), the same in
 * the table, the CSV and the calendar file.
 */

const joined = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');

/** Who an appointment is with: its entity, else its applicant (as the calendar names it). */
export const appointmentWith = (row: EventListRow): string | null => row.entity ?? row.applicant;

/** An appointment's contact: 'Contacto: name, phone'. */
const contact = (row: EventListRow) =>
  row.applicant
    ? `Contacto: ${row.phone ? `${row.applicant}, ${row.phone}` : row.applicant}`
    : null;

/**
 * Observaciones of report 32: an appointment's visit type and contact (its participants have a
 * column of their own); an event line's observations.
 */
export const observationsOf = (row: EventListRow): string | null =>
  row.kind === 'cita' ? joined([row.visitType, contact(row)]) || null : row.observations;

/**
 * Descripción of report 35: an appointment's visit type, participants, contact and phone; an
 * event line's observations.
 */
export const descriptionOf = (row: EventListRow): string | null =>
  row.kind === 'cita'
    ? joined([
        row.visitType,
        row.visitors === null ? null : `${row.visitors} participantes`,
        contact(row),
      ]) || null
    : row.observations;

/** Asunto of report 35: 'activity – entity' for an appointment, the event text for a line. */
export const subjectOf = (row: EventListRow): string => {
  if (row.kind === 'evento') return row.event;
  const other = appointmentWith(row);
  return other ? `${row.activity} – ${other}` : row.activity;
};
