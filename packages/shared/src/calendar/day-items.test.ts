import { describe, expect, it } from 'vitest';
import type { DaysWithEventsReply, EventActivityPart } from '../schemas/events.ts';
import { eventItemsByDay } from './day-items.ts';

const part = (idActivity: number, name: string, canEdit = false): EventActivityPart => ({
  idActivity,
  idSupervisor: 5,
  idCampaign: 9,
  name,
  campaignName: 'Separa y recicla',
  targets: [1, 3],
  eventProperties: { visible: true, color: '#FFCC88' },
  canEdit,
});

// docs/product/calendar.md#the-reply
describe('eventItemsByDay', () => {
  const reply: DaysWithEventsReply = {
    appointments: [
      [501, 1, 7, '2026-03-16', '10:00', '11:30', 'CP La Ería'],
      [502, 2, 8, '2026-03-16', null, null, 'Eva Sol'],
      [503, 99, 7, '2026-03-16', '09:00', null, 'sin actividad en la respuesta'],
    ],
    lines: [
      [1, 3, '2026-03-16', '10:00', 'Feria de la reutilización'],
      [2, 3, '2026-03-02', '12:00', 'Charla'],
    ],
    activities: [part(1, 'Visita'), part(2, 'árbol'), part(3, 'Ecoferia', true)],
  };

  it('puts the days in date order and each day untimed first, then by hour and activity name', () => {
    const days = eventItemsByDay(reply, 7);
    expect(days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-16']);
    expect(days[1]?.events.map((e) => [e.hour, e.name])).toEqual([
      [null, 'árbol'],
      ['10:00', 'Ecoferia'],
      ['10:00', 'Visita'],
    ]);
  });

  it('makes each item whole: its day, its activity, idEvent, own and canEdit', () => {
    const events = eventItemsByDay(reply, 7).flatMap((d) => d.events);
    expect(events.find((e) => e.id === 501)).toEqual({
      id: 501,
      idActivity: 1,
      typeEvent: 1,
      idUser: 7,
      idSupervisor: 5,
      idCampaign: 9,
      name: 'Visita',
      campaignName: 'Separa y recicla',
      detail: 'CP La Ería',
      startDate: '2026-03-16',
      endDate: '2026-03-16',
      hour: '10:00',
      endHour: '11:30',
      targets: [1, 3],
      eventProperties: { visible: true, color: '#FFCC88' },
      idEvent: 501,
      own: true,
      canEdit: false,
    });
    expect(events.find((e) => e.id === 502)?.own).toBe(false);
    const line = events.find((e) => e.typeEvent === 2 && e.id === 1);
    expect(line).toMatchObject({ idEvent: 3, idUser: null, endHour: null, own: false });
    expect(line?.canEdit).toBe(true);
  });

  it('leaves out an event whose activity the reply lacks, and owns nothing for the public', () => {
    const events = eventItemsByDay(reply, null).flatMap((d) => d.events);
    expect(events.map((e) => e.id)).not.toContain(503);
    expect(events.some((e) => e.own)).toBe(false);
  });
});
