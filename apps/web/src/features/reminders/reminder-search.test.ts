// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setServerTimeZone } from '@/shared/time/today';
import { defaultSearch, isBeforeToday, isComplete } from './reminder-search';

afterEach(() => setServerTimeZone(undefined));

// docs/product/calendar.md#reminders
describe('the reminders search', () => {
  it("runs from today to today + 7 in the server's zone, across a month's end", () => {
    setServerTimeZone('Europe/Madrid');
    // 23:30 UTC on 27 March is already the 28th in Madrid.
    expect(defaultSearch(new Date('2030-03-27T23:30:00Z'))).toEqual({
      startDate: '2030-03-28',
      endDate: '2030-04-04',
      activityId: null,
    });
  });

  it('needs both days, and offers no day before today', () => {
    expect(isComplete({ startDate: '2030-01-01', endDate: null, activityId: null })).toBe(false);
    expect(isComplete({ startDate: '2030-01-01', endDate: '2030-01-01', activityId: 3 })).toBe(
      true,
    );
    setServerTimeZone('Europe/Madrid');
    const now = new Date('2030-03-27T23:30:00Z');
    expect(isBeforeToday('2030-03-27', now)).toBe(true);
    expect(isBeforeToday('2030-03-28', now)).toBe(false);
  });
});
