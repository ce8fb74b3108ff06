import { monthNames } from '@extranet/shared/month-names';

/**
 * Labels of the calendars and the event editor (docs/product/calendar.md#calendar,
 * docs/product/calendar.md#filter, docs/product/calendar.md#event-editor), written once. Toasts
 * the API shares live in packages/shared/src/messages.ts.
 */

/** Monday first. */
export const weekdayNames = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const calendarTexts = {
  agendaTitle: 'AGENDA',
  publicTitle: 'CALENDARIO DE ACTIVIDADES',
  login: 'Acceder',
  today: 'Hoy',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  months: 'Meses del calendario',
  loading: 'Cargando eventos',
  noEvents: 'No hay eventos este día',
  own: 'Mi solicitud',
  hidden: 'No visible en el calendario público',
  allDay: 'Sin hora',

  filtersLabel: 'Filtrar eventos',
  filtersActive: 'Filtros activos',
  clear: 'Borrar',
  owner: 'Solo mis solicitudes',
  target: 'Destinatario',
  campaign: 'Campaña',
  any: 'Todos',
  anyCampaign: 'Todas',
  text: 'Buscar',
  textPlaceholder: 'Nombre, campaña o detalle',

  editorTitle: 'Editar propiedades de visualización',
  visible: 'Visible en el calendario',
  color: 'Color de visualización en el calendario',
  save: 'GUARDAR',
  back: 'VOLVER',

  /** 'Marzo de 2026'. */
  monthTitle: (year: number, month: number) =>
    `${capitalized(monthNames[month - 1] ?? '')} de ${year}`,
  /** A day's number of events, as a screen reader says it. */
  eventCount: (count: number) => (count === 1 ? '1 evento' : `${count} eventos`),
  /** 'Lunes 16 de marzo de 2026'. */
  longDay: (iso: string, weekday: number) =>
    `${capitalized(weekdayNames[weekday] ?? '')} ${Number(iso.slice(8, 10))} de ${
      monthNames[Number(iso.slice(5, 7)) - 1] ?? ''
    } de ${iso.slice(0, 4)}`,
  editEvent: (name: string) => `Editar propiedades de visualización: ${name}`,
} as const;
