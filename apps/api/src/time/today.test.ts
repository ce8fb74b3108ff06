import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateTimeIn, isTimeZone, todayIn } from '@extranet/shared/zone-day';
import {
  DEFAULT_TIME_ZONE,
  localDateTime,
  midnightsOnTheHour,
  serverTimeZone,
  setServerTimeZone,
  today,
} from './today.ts';

const winterNight = new Date('2026-01-15T23:30:00Z');
const summerNight = new Date('2026-07-15T23:30:00Z');

describe('midnights on the hour', () => {
  it('holds for zones offset by whole hours, in winter and in summer', () => {
    for (const zone of ['Europe/Madrid', 'Atlantic/Canary', 'UTC', 'America/Mexico_City']) {
      expect(midnightsOnTheHour(zone, 2026), zone).toBe(true);
    }
  });

  it('fails for zones offset by half or three quarters of an hour', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Adelaide']) {
      expect(midnightsOnTheHour(zone, 2026), zone).toBe(false);
    }
  });
});

describe('the day in a zone', () => {
  it('at 23:30 UTC in winter is already tomorrow in Madrid (UTC+1)', () => {
    expect(todayIn('Europe/Madrid', winterNight)).toBe('2026-01-16');
    expect(dateTimeIn('Europe/Madrid', winterNight)).toBe('16/01/2026 00:30');
    expect(todayIn('UTC', winterNight)).toBe('2026-01-15');
  });

  it('at 23:30 UTC in summer is already tomorrow in Madrid (UTC+2)', () => {
    expect(todayIn('Europe/Madrid', summerNight)).toBe('2026-07-16');
    expect(dateTimeIn('Europe/Madrid', summerNight)).toBe('16/07/2026 01:30');
  });

  it('follows the zone it is given, behind UTC too', () => {
    expect(todayIn('Atlantic/Canary', winterNight)).toBe('2026-01-15');
    expect(dateTimeIn('Atlantic/Canary', winterNight)).toBe('15/01/2026 23:30');
    expect(todayIn('America/Mexico_City', new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(dateTimeIn('UTC', new Date('2026-03-01T00:00:00Z'))).toBe('01/03/2026 00:00');
  });
});

describe('the server zone', () => {
  // Test files share their worker's modules: start from the default, and leave it so.
  beforeEach(() => setServerTimeZone(DEFAULT_TIME_ZONE));
  afterEach(() => setServerTimeZone(DEFAULT_TIME_ZONE));

  it('is Europe/Madrid by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Madrid');
    expect(serverTimeZone()).toBe('Europe/Madrid');
    expect(today(winterNight)).toBe('2026-01-16');
    expect(localDateTime(summerNight)).toBe('16/07/2026 01:30');
  });

  it('takes the zone of the TIME_ZONE setting', () => {
    setServerTimeZone('Atlantic/Canary');
    expect(today(winterNight)).toBe('2026-01-15');
    expect(localDateTime(winterNight)).toBe('15/01/2026 23:30');
  });

  it('refuses a name that is not a zone', () => {
    expect(isTimeZone('Europe/Oviedo')).toBe(false);
    expect(() => setServerTimeZone('Europe/Oviedo')).toThrow(RangeError);
    expect(serverTimeZone()).toBe('Europe/Madrid');
  });
});
