import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidHhmm } from './time-hhmm.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

describe('isValidHhmm', () => {
  it('accepts the bounds of the day', () => {
    expect(isValidHhmm('00:00')).toBe(true);
    expect(isValidHhmm('09:05')).toBe(true);
    expect(isValidHhmm('12:30')).toBe(true);
    expect(isValidHhmm('23:59')).toBe(true);
  });

  it('refuses other shapes and out-of-range values', () => {
    expect(isValidHhmm('24:00')).toBe(false);
    expect(isValidHhmm('12:60')).toBe(false);
    expect(isValidHhmm('9:05')).toBe(false);
    expect(isValidHhmm('09:5')).toBe(false);
    expect(isValidHhmm('0905')).toBe(false);
    expect(isValidHhmm('09.05')).toBe(false);
    expect(isValidHhmm('09:05:00')).toBe(false);
    expect(isValidHhmm(' 09:05')).toBe(false);
    expect(isValidHhmm('')).toBe(false);
  });

  it('accepts every hour 0..23 and minute 0..59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(isValidHhmm(`${pad(h)}:${pad(m)}`)).toBe(true);
      }),
    );
  });

  it('refuses hours 24..99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(isValidHhmm(`${pad(h)}:${pad(m)}`)).toBe(false);
      }),
    );
  });

  it('refuses minutes 60..99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 }), (h, m) => {
        expect(isValidHhmm(`${pad(h)}:${pad(m)}`)).toBe(false);
      }),
    );
  });

  it('holds exactly for the 1,440 minutes of a day', () => {
    // Exhaustive over every two-digit pair: valid iff the pair is a real time.
    for (let h = 0; h < 100; h++) {
      for (let m = 0; m < 100; m++) {
        expect(isValidHhmm(`${pad(h)}:${pad(m)}`)).toBe(h < 24 && m < 60);
      }
    }
  });
});
