/*
 * Timestamps as people read them: in the browser's (Spanish) time
 * (docs/api-conventions.md#dates). Read with the Date getters rather than dayjs: an order
 * export writes 5,000 of them, and dayjs's parse and format took 35-50 ms of it.
 */

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The Date of an ISO timestamp, or null when the text is not one. */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayOf = (date: Date) =>
  `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

/** An ISO timestamp as DD/MM/YYYY; a text that is not one stays as it came. */
export function dayText(iso: string): string {
  const date = dateOf(iso);
  return date ? dayOf(date) : iso;
}

/** An ISO timestamp as DD/MM/YYYY HH:mm; a text that is not one stays as it came. */
export function dateTimeText(iso: string): string {
  const date = dateOf(iso);
  return date
    ? `${dayOf(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
    : iso;
}
