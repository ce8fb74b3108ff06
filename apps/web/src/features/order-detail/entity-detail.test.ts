// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proposalValues, toCreateRequest } from './entity-create-values';
import { entityFacts, entityStatusOf } from './entity-facts';
import { testOrder } from './test-order';

const lists = {
  councils: [{ id: 66, value: 'Siero' }],
  targets: [{ id: 3, value: 'Asociaciones y colectivos' }],
};

// docs/product/requests.md#states
describe('the entity block (validated or proposed)', () => {
  it('shows the proposed entity, naming its council and target, as not validated', () => {
    const order = testOrder();
    expect(entityStatusOf(order)).toBe('proposed');
    expect(entityFacts(order, lists)).toEqual([
      { label: 'Nombre', value: 'AMPA Río Nora' },
      { label: 'CIF', value: 'G33123456' },
      { label: 'Concejo', value: 'Siero' },
      { label: 'Destinatario', value: 'Asociaciones y colectivos' },
    ]);
    expect(entityStatusOf(testOrder({ entityData: null }))).toBe('individual');
  });
});

// docs/product/requests.md#validation
describe('creating the proposed entity (the contract of create-assign-entity)', () => {
  it('starts from the proposal and sends it trimmed with the CIF cleaned', () => {
    const values = { ...proposalValues(testOrder().entityData), cif: 'g-33123456/2 ' };
    expect(values.idCouncil).toBe(66);
    expect(toCreateRequest({ ...values, address: ' Calle Mayor 1 ' })).toMatchObject({
      name: 'AMPA Río Nora',
      cif: 'G33123456',
      address: 'Calle Mayor 1',
      idCouncil: 66,
      idTarget: 3,
    });
  });
});
