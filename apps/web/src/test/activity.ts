import type { Activity } from '@extranet/shared/schemas/activity';

/**
 * An active, plain activity of campaign 9 open until 2099 (no test turns into an ended activity
 * with time): tests change only what they are about.
 */
export function testActivity(changes: Partial<Activity> = {}): Activity {
  return {
    id: 4,
    name: 'Visita a la planta',
    complement: 'Visita estándar',
    startDate: '2026-10-01',
    endDate: '2099-05-31',
    places: 25,
    currentPlaces: 3,
    numRealParticipantsOrder: null,
    priority: 1,
    active: true,
    inscription: false,
    onlyForInscribed: false,
    onlyForInscribedId: null,
    dataManagement: '',
    priceManagement: '',
    participantsManagement: '',
    eventProperties: { color: '#FFCC88', visible: true },
    image: null,
    imageUrl: null,
    files: [],
    targets: [],
    explanation: '',
    explanationJson: null,
    requirements: '',
    requirementsJson: null,
    formMetadata: [],
    formMetadataManagement: [],
    hasDateAndVisitType: false,
    isEvent: false,
    campaign: { id: 9, name: 'Separa y recicla', supervisorId: null },
    ...changes,
  };
}
