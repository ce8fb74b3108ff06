/**
 * The school year the demo catalogue is dated in, worked out from today so that the demo never
 * goes stale: a year runs from 1 September to 30 June. In July and August no year is under way,
 * so the coming one is used; the previous one would show every activity out of time.
 */
export interface SchoolYear {
  /** The year of its September. */
  startYear: number;
  /**
   * '2026/27': fits the campaign edition's 8 characters
   * (docs/product/README.md#constants-and-limits).
   */
  edition: string;
  /** ISO date (YYYY-MM-DD) of a day and month of the year; months 9-12 fall in startYear. */
  iso(day: number, month: number): string;
  /** The same date as the UI writes it, DD/MM/YYYY. */
  dmy(day: number, month: number): string;
  /** ISO date of the n-th Saturday of a month of the year (open days fall on Saturdays). */
  saturday(n: number, month: number): string;
  /** The next school year. */
  next(): SchoolYear;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO YYYY-MM-DD → DD/MM/YYYY. */
export const isoToDmy = (iso: string) => iso.split('-').reverse().join('/');

function schoolYearOf(startYear: number): SchoolYear {
  const yearOf = (month: number) => (month >= 9 ? startYear : startYear + 1);
  const iso = (day: number, month: number) => `${yearOf(month)}-${pad(month)}-${pad(day)}`;
  return {
    startYear,
    edition: `${startYear}/${pad((startYear + 1) % 100)}`,
    iso,
    dmy: (day, month) => isoToDmy(iso(day, month)),
    saturday: (n, month) => {
      const weekdayOfFirst = new Date(Date.UTC(yearOf(month), month - 1, 1)).getUTCDay();
      return iso(1 + ((6 - weekdayOfFirst + 7) % 7) + (n - 1) * 7, month);
    },
    next: () => schoolYearOf(startYear + 1),
  };
}

/** The school year under way on `today` (YYYY-MM-DD), or the coming one in July and August. */
export function schoolYearAt(today: string): SchoolYear {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return schoolYearOf(month >= 7 ? year : year - 1);
}
