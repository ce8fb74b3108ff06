import { describe, expect, it } from 'vitest';
import { visitDurationHours, visitEndTime } from './visit-durations.ts';

// docs/product/README.md#constants-and-limits
describe('visit durations', () => {
  it.each([
    ['VISITA + TALLER', 2.5],
    ['VISITA ESTÁNDAR', 1.5],
    ['Visita estandar', 1.5],
    ['VISITA PUNTO LIMPIO', 1],
    ['MEDIA JORNADA.', 2],
  ])('%s lasts %s h', (type, hours) => {
    expect(visitDurationHours(type)).toBe(hours);
  });

  it('gives no duration to other types', () => {
    expect(visitDurationHours('CHARLA')).toBeUndefined();
    expect(visitEndTime('10:00', 'CHARLA')).toBeUndefined();
  });

  it('computes the end time of an appointment', () => {
    expect(visitEndTime('10:00', 'VISITA + TALLER')).toBe('12:30');
    expect(visitEndTime('9:45', 'VISITA ESTÁNDAR')).toBe('11:15');
    expect(visitEndTime('las diez', 'VISITA ESTÁNDAR')).toBeUndefined();
  });
});
