import { describe, expect, it } from 'vitest';
import { dayAround } from './zone-day';

// docs/exports-text-and-time.md: the day the server gives the browser as "today".
describe('dayAround', () => {
  it('gives the day of a moment in the zone with the instants it starts and ends at', () => {
    const noon = new Date('2026-11-28T11:00:00Z');
    expect(dayAround('Europe/Madrid', noon)).toEqual({
      day: '2026-11-28',
      from: new Date('2026-11-27T23:00:00Z'),
      until: new Date('2026-11-28T23:00:00Z'),
    });
  });

  it('knows a day of 23 hours, when the clocks go forward', () => {
    const { day, from, until } = dayAround('Europe/Madrid', new Date('2026-03-29T12:00:00Z'));
    expect(day).toBe('2026-03-29');
    expect(from).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(until).toEqual(new Date('2026-03-29T22:00:00Z'));
  });

  it('takes the first instant of the day as its own, and the last one', () => {
    const from = new Date('2026-11-27T23:00:00Z');
    expect(dayAround('Europe/Madrid', from).day).toBe('2026-11-28');
    expect(dayAround('Europe/Madrid', new Date(from.getTime() - 1)).day).toBe('2026-11-27');
  });
});
