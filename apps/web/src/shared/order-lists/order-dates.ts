import dayjs, { type Dayjs } from 'dayjs';

/** A picked day as YYYY-MM-DD for the API (docs/api-conventions.md#dates). */
export const isoDay = (date: Dayjs | null): string | null =>
  date ? date.format('YYYY-MM-DD') : null;

/** A YYYY-MM-DD day for a date picker. */
export const pickerDay = (iso: string | null): Dayjs | null => (iso ? dayjs(iso) : null);
