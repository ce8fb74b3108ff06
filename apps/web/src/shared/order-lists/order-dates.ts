import dayjs, { type Dayjs } from 'dayjs';

/** The request's timestamp as DD/MM/YYYY HH:mm in the browser's (Spanish) time (spec §1). */
export function requestDateText(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : iso;
}

/** A picked day as YYYY-MM-DD for the API (design.md §2). */
export const isoDay = (date: Dayjs | null): string | null =>
  date ? date.format('YYYY-MM-DD') : null;

/** A YYYY-MM-DD day for a date picker. */
export const pickerDay = (iso: string | null): Dayjs | null => (iso ? dayjs(iso) : null);
