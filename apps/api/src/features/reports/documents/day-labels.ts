import { monthNames } from '@extranet/shared/month-names';

/**
 * How a document names its days and months (docs/product/reporting.md#documents):
 * 'martes, 14/04/2026' and 'noviembre 2026', from the raw YYYY-MM-DD the rows carry, the same
 * on any server whatever its locale data.
 */

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The group of the orders that have no such day. */
export const NO_DAY_LABEL = 'Sin fecha';

const partsOf = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return { year, month, date };
};

const two = (n: number) => String(n).padStart(2, '0');

/** '2026-04-14' → 'martes, 14/04/2026'. */
export function dayLabel(day: string): string {
  const { year, month, date } = partsOf(day);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday}, ${two(date)}/${two(month)}/${year}`;
}

/** '2026-11' (or a day of it) → 'noviembre 2026'. */
export function monthLabel(month: string): string {
  const parts = partsOf(month);
  return `${monthNames[parts.month - 1]} ${parts.year}`;
}
