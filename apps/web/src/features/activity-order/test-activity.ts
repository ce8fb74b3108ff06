import type { Activity } from '@extranet/shared/schemas/activity';
import type { Entity } from '@extranet/shared/schemas/entity';

/** An active activity of campaign 9 open until 2099: tests change only what they are about. */
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
    targets: [{ id: 1, value: 'Centros educativos' }],
    explanation: '<p>Recorrido guiado por la planta.</p>',
    explanationJson: null,
    requirements: '<ul><li>Grupos de 25 a 54 personas.</li></ul>',
    requirementsJson: null,
    formMetadata: [],
    formMetadataManagement: [],
    hasDateAndVisitType: false,
    isEvent: false,
    campaign: { id: 9, name: 'Separa y recicla', supervisorId: null },
    ...changes,
  };
}

/** A school the user may choose. */
export function testEntity(changes: Partial<Entity> = {}): Entity {
  return {
    id: 31,
    name: 'CP La Ería',
    cif: 'Q3300002G',
    address: 'Calle Mayor 1',
    city: 'Oviedo',
    postalCode: '33001',
    council: { id: 44, value: 'Oviedo' },
    target: { id: 1, value: 'Centros educativos' },
    idTarget: 1,
    mainEntityId: null,
    mainLegalEntityName: 'La entidad es principal',
    disabled: false,
    ...changes,
  };
}
