import type { Entity } from '@extranet/shared/schemas/entity';

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
