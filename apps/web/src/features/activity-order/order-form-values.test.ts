import { afterEach, describe, expect, it } from 'vitest';
import { setServerTimeZone } from '@/shared/time/today';
import { isOutOfTime } from './order-form-values';

afterEach(() => setServerTimeZone(undefined));

describe('isOutOfTime', () => {
  it('is out of time when inactive, or ended before the given day', () => {
    expect(isOutOfTime({ active: false, endDate: '2099-01-01' }, '2026-01-16')).toBe(true);
    expect(isOutOfTime({ active: true, endDate: '2026-01-15' }, '2026-01-16')).toBe(true);
    expect(isOutOfTime({ active: true, endDate: '2026-01-16' }, '2026-01-16')).toBe(false);
  });

  it("compares with today in the server's zone by default", () => {
    // UTC+14: its day is never behind the browser's, so an activity ending yesterday there is out.
    setServerTimeZone('Pacific/Kiritimati');
    const kiritimatiToday = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Pacific/Kiritimati',
    }).format(new Date());
    expect(isOutOfTime({ active: true, endDate: kiritimatiToday })).toBe(false);
    const yesterday = new Date(`${kiritimatiToday}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    expect(isOutOfTime({ active: true, endDate: yesterday.toISOString().slice(0, 10) })).toBe(true);
  });
});
