import dayjs from 'dayjs';

/** An ISO timestamp as DD/MM/YYYY in the browser's (Spanish) time (spec §1). */
export function dayText(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : iso;
}
