import type { DateBasis } from './report-types.ts';

/**
 * The dates of the report filters (docs/product/reporting.md#dates). Days are YYYY-MM-DD of
 * Europe/Madrid; `today` comes from the caller (the server's clock, or the browser's).
 */

/** The default range: 1 January to 31 December of this year. */
export function defaultReportRange(today: string): { startDate: string; endDate: string } {
  const year = today.slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** Outside the historic view no start is earlier than 1 January of last year. */
export const reportDateFloor = (today: string): string => `${Number(today.slice(0, 4)) - 1}-01-01`;

/**
 * How much wider than the main range the request days are read when the range applies to
 * another date, or when only the AVANZADO ranges are given: the window the original screens
 * fetched, kept so that results match row for row.
 */
export const REQUEST_WINDOW_WIDENING = { beforeYears: 1, afterMonths: 6 } as const;

/** The caption under the date pickers, naming the date the range applies to. */
export const dateBasisCaption: Record<DateBasis, string> = {
  request: 'Fechas aplicadas a la fecha de solicitud',
  planned: 'Fechas aplicadas a la fecha acordada',
  done: 'Fechas aplicadas a la fecha de realización',
};
