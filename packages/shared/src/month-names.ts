/**
 * The Spanish month names, January first, as the calendars and the printed reports write them
 * (docs/product/calendar.md#calendar, docs/product/reporting.md#documents).
 */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
