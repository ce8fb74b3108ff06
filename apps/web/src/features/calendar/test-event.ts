import type { EventItem } from '@extranet/shared/schemas/events';

/**
 * An activity event of 16/03/2026 at 10:00 that nobody may edit: tests change only what they
 * are about.
 */
export function testEvent(changes: Partial<EventItem> = {}): EventItem {
  return {
    id: 1,
    idActivity: 40,
    typeEvent: 2,
    idUser: null,
    idSupervisor: 5,
    idCampaign: 9,
    name: 'Jornada de compostaje',
    campaignName: 'Separa y recicla',
    detail: 'Huerto escolar - Avilés',
    startDate: '2026-03-16',
    endDate: '2026-03-16',
    hour: '10:00',
    endHour: null,
    targets: [1],
    eventProperties: { visible: true, color: '#FFCC88' },
    idEvent: 40,
    own: false,
    canEdit: false,
    ...changes,
  };
}
