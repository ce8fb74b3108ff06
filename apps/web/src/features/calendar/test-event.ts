import type {
  DaysWithEventsReply,
  EventActivityPart,
  EventItem,
} from '@extranet/shared/schemas/events';

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

/**
 * The `days-with-events-period` reply that carries `events` (docs/product/calendar.md#the-reply):
 * each activity's part is taken from its first event, so the events of one activity in a test
 * share its name, campaign, targets and properties.
 */
export function testReply(events: EventItem[]): DaysWithEventsReply {
  const parts = new Map<number, EventActivityPart>();
  for (const e of events) {
    if (parts.has(e.idActivity)) continue;
    parts.set(e.idActivity, {
      idActivity: e.idActivity,
      idSupervisor: e.idSupervisor,
      idCampaign: e.idCampaign,
      name: e.name,
      campaignName: e.campaignName,
      targets: e.targets,
      eventProperties: e.eventProperties,
      canEdit: e.canEdit,
    });
  }
  const appointments = events.filter((e) => e.typeEvent === 1);
  const lines = events.filter((e) => e.typeEvent === 2);
  return {
    appointments: appointments.map((e) => [
      e.id,
      e.idActivity,
      e.idUser ?? 0,
      e.startDate,
      e.hour,
      e.endHour,
      e.detail,
    ]),
    lines: lines.map((e) => [e.id, e.idActivity, e.startDate, e.hour, e.detail]),
    activities: [...parts.values()],
  };
}
