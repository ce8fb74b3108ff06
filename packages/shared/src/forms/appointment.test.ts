import { describe, expect, it } from 'vitest';
import { appointmentOf, clockTime, type AppointmentAnswer } from './appointment.ts';

const answer = (label: string, value: string, type = 'text'): AppointmentAnswer => ({
  label,
  type,
  value,
});

// docs/product/calendar.md#appointments
describe('appointmentOf', () => {
  const request = [answer('Tipo de visita', 'VISITA + TALLER', 'select')];

  it('reads the agreed date and time and ends after the visit type', () => {
    const management = [
      answer('Fecha acordada', '2027-03-28', 'date'),
      answer('Hora acordada', '9:30'),
    ];
    expect(appointmentOf(request, management)).toEqual({
      agreedDate: '2027-03-28',
      agreedTime: '09:30',
      agreedEndTime: '12:00',
    });
  });

  it('compares labels without case, accents or a trailing colon, and reads DD/MM/YYYY', () => {
    const management = [
      answer('FECHA ACORDADA:', '05/11/2027', 'date'),
      answer('hora acordada', '10:00'),
    ];
    expect(appointmentOf([], management)).toEqual({
      agreedDate: '2027-11-05',
      agreedTime: '10:00',
      agreedEndTime: null,
    });
  });

  it('finds the visit type by its VISITA value when no field is named so', () => {
    const management = [
      answer('Fecha acordada', '2027-01-10', 'date'),
      answer('Hora acordada', '11:00'),
    ];
    const byValue = [answer('Elija', 'VISITA PUNTO LIMPIO', 'radio-group')];
    expect(appointmentOf(byValue, management).agreedEndTime).toBe('12:00');
  });

  it('gives nulls for a missing or unreadable date and time', () => {
    expect(appointmentOf(request, [])).toEqual({
      agreedDate: null,
      agreedTime: null,
      agreedEndTime: null,
    });
    const bad = [
      answer('Fecha acordada', '31/02/2027', 'date'),
      answer('Hora acordada', 'a las diez'),
    ];
    expect(appointmentOf(request, bad)).toEqual({
      agreedDate: null,
      agreedTime: null,
      agreedEndTime: null,
    });
  });
});

describe('clockTime', () => {
  it.each([
    ['9:05', '09:05'],
    ['23:59', '23:59'],
    [' 07:00 ', '07:00'],
  ])('reads %s as %s', (text, time) => {
    expect(clockTime(text)).toBe(time);
  });

  it.each(['24:00', '12:60', '1200', '', '12:5'])('refuses %s', (text) => {
    expect(clockTime(text)).toBeNull();
  });
});
