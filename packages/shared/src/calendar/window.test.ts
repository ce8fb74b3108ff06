import { describe, expect, it } from 'vitest';
import { addMonths, calendarMonths, calendarWindow, periodDays } from './window.ts';

// docs/product/calendar.md#calendar: 6 months back to 12 ahead.
describe('calendar window', () => {
  it('runs from 6 months back to 12 ahead across year ends', () => {
    expect(calendarWindow('2026-11-26')).toEqual({
      first: { year: 2026, month: 5 },
      last: { year: 2027, month: 11 },
    });
    expect(calendarWindow('2027-02-01')).toEqual({
      first: { year: 2026, month: 8 },
      last: { year: 2028, month: 2 },
    });
  });

  it('lists its 19 months in order', () => {
    const months = calendarMonths('2026-01-15');
    expect(months).toHaveLength(19);
    expect(months[0]).toEqual({ year: 2025, month: 7 });
    expect(months[6]).toEqual({ year: 2026, month: 1 });
    expect(months[18]).toEqual({ year: 2027, month: 1 });
  });

  it('adds months backwards and forwards', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 3 }, -27)).toEqual({ year: 2023, month: 12 });
  });
});

describe('periodDays', () => {
  it('covers the first day of the first month to the last day of the last', () => {
    expect(periodDays({ year: 2026, month: 5 }, { year: 2027, month: 11 })).toEqual({
      from: '2026-05-01',
      to: '2027-11-30',
    });
    expect(periodDays({ year: 2028, month: 2 }, { year: 2028, month: 2 })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('refuses a reversed period and one longer than the window', () => {
    expect(periodDays({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeUndefined();
    expect(periodDays({ year: 2026, month: 1 }, { year: 2027, month: 8 })).toBeUndefined();
    expect(periodDays({ year: 2026, month: 1 }, { year: 2027, month: 7 })).toBeDefined();
  });
});
