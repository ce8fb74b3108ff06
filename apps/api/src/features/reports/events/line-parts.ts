/**
 * An event line's text in its parts. The event editor's 'Añadir' writes a line as
 * `DD/MM/YYYY HH:MM text - place - remarks`, leaving out the parts not given
 * (docs/product/campaigns-and-activities.md#events); the calendar reads the date and the hour
 * (repositories/calendar-event-lines.ts), and the event lists split what follows into the
 * columns Evento, Lugar and Observaciones (docs/product/reporting.md#event-lists). A line with
 * two parts gives its second as the place; a line typed without ' - ' is all event text.
 */
export interface LineParts {
  event: string;
  place: string | null;
  observations: string | null;
}

const SEPARATOR = ' - ';

export function lineParts(text: string): LineParts {
  const [event = '', place, ...rest] = text.split(SEPARATOR).map((part) => part.trim());
  return {
    event,
    place: place ? place : null,
    observations: rest.length > 0 && rest.join(SEPARATOR) !== '' ? rest.join(SEPARATOR) : null,
  };
}
