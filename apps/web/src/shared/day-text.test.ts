import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeText, dayText } from './day-text';

describe('dayText and dateTimeText', () => {
  // The browser's time: Node reads TZ again when it changes.
  const machineZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Madrid';
  });
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('writes a timestamp as DD/MM/YYYY HH:mm in Madrid time, winter and summer', () => {
    expect(dateTimeText('2026-03-05T09:30:00.000Z')).toBe('05/03/2026 10:30');
    expect(dateTimeText('2026-07-01T22:05:59.999+00:00')).toBe('02/07/2026 00:05');
    expect(dateTimeText('2026-12-31T23:59:00+01:00')).toBe('31/12/2026 23:59');
  });

  it('writes the day alone as DD/MM/YYYY, the day of Madrid time', () => {
    expect(dayText('2026-07-01T22:05:59.999+00:00')).toBe('02/07/2026');
  });

  it('leaves a text that is not a date as it came', () => {
    expect(dateTimeText('')).toBe('');
    expect(dateTimeText('mañana')).toBe('mañana');
    expect(dayText('mañana')).toBe('mañana');
  });
});
