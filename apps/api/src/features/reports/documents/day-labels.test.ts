import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel } from './day-labels.ts';

// docs/product/reporting.md#documents
describe('day and month labels', () => {
  it('names a day by its Spanish weekday and DD/MM/YYYY', () => {
    expect(dayLabel('2026-04-14')).toBe('martes, 14/04/2026');
    expect(dayLabel('2026-03-14')).toBe('sábado, 14/03/2026');
    expect(dayLabel('2025-01-01')).toBe('miércoles, 01/01/2025');
    expect(dayLabel('2028-02-29')).toBe('martes, 29/02/2028');
  });

  it('names a month in Spanish with its year, from the month or a day of it', () => {
    expect(monthLabel('2026-11')).toBe('noviembre 2026');
    expect(monthLabel('2026-01-31')).toBe('enero 2026');
    expect(monthLabel('2025-09')).toBe('septiembre 2025');
  });
});
