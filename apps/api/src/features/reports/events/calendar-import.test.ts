import { describe, expect, it } from 'vitest';
import {
  calendarEntryOf,
  calendarImportRow,
  endOf,
  googleCalendarCells,
  usTime,
} from './calendar-import.ts';
import type { EventListRow } from './event-row.ts';
import { lineParts } from './line-parts.ts';

const appointment: EventListRow = {
  kind: 'cita',
  orderId: 41,
  activityId: 7,
  lineId: null,
  date: '2026-03-09',
  hour: '10:30',
  event: 'Visita al punto limpio',
  campaign: 'Campaña 2026',
  activity: 'Visita al punto limpio',
  entity: 'CP La Ería',
  applicant: 'Ana Pérez López',
  phone: '600111222',
  council: 'Oviedo',
  visitors: 25,
  visitType: 'VISITA + TALLER',
  place: null,
  observations: null,
};

const line: EventListRow = {
  kind: 'evento',
  orderId: null,
  activityId: 12,
  lineId: 3,
  date: '2026-03-10',
  hour: null,
  event: 'Plantación popular',
  campaign: 'Campaña 2026',
  activity: 'Semana verde',
  entity: null,
  applicant: null,
  phone: null,
  council: null,
  visitors: null,
  visitType: null,
  place: 'Parque de Invierno',
  observations: 'Traed guantes',
};

const site = { publicUrl: 'https://extranet.example', host: 'extranet.example' };

describe('report 35: the rows as an external calendar reads them', () => {
  it('names an appointment by its activity and entity, ends it by its visit type, keeps it private', () => {
    expect(calendarImportRow(appointment)).toEqual({
      id: 'cita-41',
      subject: 'Visita al punto limpio – CP La Ería',
      startDate: '2026-03-09',
      startTime: '10:30',
      endDate: '2026-03-09',
      endTime: '13:00',
      allDay: false,
      description: 'VISITA + TALLER · 25 participantes · Contacto: Ana Pérez López, 600111222',
      location: null,
      private: true,
    });
  });

  it('names an individual appointment by its applicant and gives an unknown visit type an hour', () => {
    const row = calendarImportRow({
      ...appointment,
      entity: null,
      visitType: 'Libre',
      phone: null,
    });
    expect(row.subject).toBe('Visita al punto limpio – Ana Pérez López');
    expect([row.endDate, row.endTime]).toEqual(['2026-03-09', '11:30']);
    expect(row.description).toBe('Libre · 25 participantes · Contacto: Ana Pérez López');
  });

  it('writes an event line without an hour as a public all-day entry with its place', () => {
    expect(calendarImportRow(line)).toEqual({
      id: 'evento-12-3',
      subject: 'Plantación popular',
      startDate: '2026-03-10',
      startTime: null,
      endDate: '2026-03-10',
      endTime: null,
      allDay: true,
      description: 'Traed guantes',
      location: 'Parque de Invierno',
      private: false,
    });
  });

  it('ends an event line an hour later and a late visit on the next day', () => {
    expect(endOf(line, '18:15')).toEqual({
      date: '2026-03-10',
      time: '19:15',
    });
    expect(endOf({ ...appointment, date: '2026-12-31' }, '22:45')).toEqual({
      date: '2027-01-01',
      time: '01:15',
    });
  });

  it('writes Google Calendar cells: MM/DD/YYYY, hh:mm AM/PM, True/False', () => {
    expect(googleCalendarCells(calendarImportRow(appointment))).toEqual([
      'Visita al punto limpio – CP La Ería',
      '03/09/2026',
      '10:30 AM',
      '03/09/2026',
      '01:00 PM',
      'False',
      'VISITA + TALLER · 25 participantes · Contacto: Ana Pérez López, 600111222',
      '',
      'True',
    ]);
    expect(googleCalendarCells(calendarImportRow(line))).toEqual([
      'Plantación popular',
      '03/10/2026',
      '',
      '03/10/2026',
      '',
      'True',
      'Traed guantes',
      'Parque de Invierno',
      'False',
    ]);
    expect(['00:30', '09:05', '12:00', '13:45', '23:59'].map(usTime)).toEqual([
      '12:30 AM',
      '09:05 AM',
      '12:00 PM',
      '01:45 PM',
      '11:59 PM',
    ]);
  });

  it('gives the calendar file stable UIDs, the order link and the place in the description', () => {
    expect(calendarEntryOf(appointment, site)).toEqual({
      uid: 'order-41@extranet.example',
      summary: 'Visita al punto limpio – CP La Ería',
      description: 'VISITA + TALLER · 25 participantes · Contacto: Ana Pérez López, 600111222',
      url: 'https://extranet.example/orderdetail?id=41',
      date: '2026-03-09',
      start: '10:30',
      end: '13:00',
    });
    expect(calendarEntryOf(line, site)).toEqual({
      uid: 'event-12-3@extranet.example',
      summary: 'Plantación popular',
      description: 'Traed guantes\nLugar: Parque de Invierno',
      date: '2026-03-10',
      start: null,
      end: null,
    });
  });
});

describe('an event line in its parts', () => {
  it.each([
    ['Plantación - Parque - Traed guantes', ['Plantación', 'Parque', 'Traed guantes']],
    ['Plantación - Parque', ['Plantación', 'Parque', null]],
    ['Plantación popular', ['Plantación popular', null, null]],
    ['Charla - Aula 2 - Turno A - Turno B', ['Charla', 'Aula 2', 'Turno A - Turno B']],
    ['Bici-paseo por la senda', ['Bici-paseo por la senda', null, null]],
  ])('%j', (text, [event, place, observations]) => {
    expect(lineParts(text)).toEqual({ event, place, observations });
  });
});
