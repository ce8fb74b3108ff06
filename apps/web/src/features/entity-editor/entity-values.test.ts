// @vitest-environment node
import { EntityUpdateRequest } from '@extranet/shared/schemas/entity-admin';
import { describe, expect, it } from 'vitest';
import { entityBackTarget } from './entity-back';
import { testEntity } from '@/test/entity';
import { entityRequestOf, entityValuesOf } from './entity-values';

const entity = testEntity({
  id: 12,
  name: 'Colegio La Ería',
  cif: 'B33000035',
  address: 'Calle Ería 1',
  postalCode: '33008',
});

describe('entityValuesOf', () => {
  it('fills the field names of the update call from the entity', () => {
    expect(entityValuesOf(entity)).toEqual({
      entityName: 'Colegio La Ería',
      entityCif: 'B33000035',
      entityAddress: 'Calle Ería 1',
      entityCity: 'Oviedo',
      entityPostalCode: '33008',
      entityCouncil: 44,
      entityTarget: 1,
    });
  });

  it('leaves the council and target empty when the entity has none', () => {
    const values = entityValuesOf({ ...entity, council: null, target: null, idTarget: null });
    expect(values.entityCouncil).toBeUndefined();
    expect(values.entityTarget).toBeUndefined();
  });
});

// docs/product/administration-and-analytics.md#calls
describe('entityRequestOf (entity/{idEntity}/update)', () => {
  // docs/product/administration-and-analytics.md#entity-validation
  it('sends every field, trimmed, with the CIF cleaned', () => {
    const values = {
      ...entityValuesOf(entity),
      entityName: ' Colegio ',
      entityCif: 'b-33000035/2',
    };
    const request = entityRequestOf(12, values);
    expect(request).toEqual({
      idEntity: 12,
      entityName: 'Colegio',
      entityCif: 'B33000035',
      entityAddress: 'Calle Ería 1',
      entityCity: 'Oviedo',
      entityPostalCode: '33008',
      entityCouncil: 44,
      entityTarget: 1,
    });
    expect(EntityUpdateRequest.safeParse(request).success).toBe(true);
  });

  it('clears a council or target taken away (null), and an emptied text', () => {
    const values = {
      ...entityValuesOf(entity),
      entityCouncil: undefined,
      entityTarget: undefined,
      entityCity: '',
    };
    expect(entityRequestOf(12, values)).toMatchObject({
      entityCouncil: null,
      entityTarget: null,
      entityCity: '',
    });
  });

  it('is refused by the contract for a CIF with a wrong control character', () => {
    const request = entityRequestOf(12, { ...entityValuesOf(entity), entityCif: 'B33000036' });
    const parsed = EntityUpdateRequest.safeParse(request);
    expect(parsed.error?.issues[0]?.message).toBe('El CIF de la entidad no es válido');
  });
});

describe('entityBackTarget (VOLVER)', () => {
  it('goes back through the history when there is one', () => {
    expect(entityBackTarget(entity, true)).toBe(-1);
  });

  it('opens /admin on ENTIDADES for a main entity and on CENTROS for a centre', () => {
    expect(entityBackTarget(entity, false)).toBe('/admin?tab=2');
    expect(entityBackTarget({ mainEntityId: 3 }, false)).toBe('/admin?tab=3');
  });
});
