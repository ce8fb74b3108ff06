// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  displayDate,
  monthWeeks,
  movedDay,
  weekdayOf,
  windowDays,
} from './calendar-dates';

const bounds = windowDays('2026-03-16');

// docs/product/calendar.md#calendar
describe('the calendar days', () => {
  it('covers from the first day of 6 months back to the last day of 12 ahead', () => {
    expect(bounds).toEqual({ first: '2025-09-01', last: '2027-03-31' });
  });

  it('counts days in UTC, so the summer-time Sunday is one day like any other', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lays a month out in weeks from Monday', () => {
    expect(weekdayOf('2026-03-16')).toBe(0);
    expect(weekdayOf('2026-03-15')).toBe(6);
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[5]?.[1]).toBe('2026-03-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves by day, week, week end and month, never outside the window', () => {
    expect(movedDay('ArrowRight', '2026-03-31', bounds)).toBe('2026-04-01');
    expect(movedDay('ArrowLeft', '2026-03-16', bounds)).toBe('2026-03-15');
    expect(movedDay('ArrowUp', '2026-03-16', bounds)).toBe('2026-03-09');
    expect(movedDay('ArrowDown', '2026-03-16', bounds)).toBe('2026-03-23');
    expect(movedDay('Home', '2026-03-19', bounds)).toBe('2026-03-16');
    expect(movedDay('End', '2026-03-19', bounds)).toBe('2026-03-22');
    expect(movedDay('PageDown', '2026-01-31', bounds)).toBe('2026-02-28');
    expect(movedDay('PageUp', '2026-03-16', bounds)).toBe('2026-02-16');
    expect(movedDay('PageUp', '2025-09-10', bounds)).toBe('2025-09-01');
    expect(movedDay('ArrowDown', '2027-03-30', bounds)).toBe('2027-03-31');
    expect(movedDay('a', '2026-03-16', bounds)).toBeUndefined();
  });

  it('writes a day DD/MM/YYYY', () => {
    expect(displayDate('2026-03-09')).toBe('09/03/2026');
  });
});
