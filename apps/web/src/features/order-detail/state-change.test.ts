// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { reasonForState, stateChangeError, stateReasonRequired } from './state-change';
import { testOrder } from './test-order';

const entity = {
  id: 9,
  name: 'AMPA Río Nora',
  cif: 'G33123456',
  address: '',
  city: '',
  postalCode: '',
  council: null,
  target: null,
  idTarget: null,
  mainEntityId: null,
  mainLegalEntityName: 'La entidad es principal',
  disabled: false,
};

// docs/product/requests.md#states
describe('the state selector of the detail', () => {
  it('refuses accepting while the proposed entity is not validated', () => {
    expect(stateChangeError(testOrder(), 2)).toBe(messages.orderEntityNotValidated);
    expect(stateChangeError(testOrder({ entity }), 2)).toBeUndefined();
    const individual = testOrder({ entityData: null, entityMode: 1 });
    expect(stateChangeError(individual, 2)).toBeUndefined();
  });

  it('refuses a done order going back to pending, and nothing while the state stays', () => {
    const done = testOrder({ state: { id: 5, value: 'Realizada' }, entity });
    expect(stateChangeError(done, 1)).toBe(messages.orderTransitionRefused);
    expect(stateChangeError(done, 4)).toBeUndefined();
    const accepted = testOrder({ state: { id: 2, value: 'Aceptada' } });
    expect(stateChangeError(accepted, 2)).toBeUndefined();
    expect(stateChangeError(accepted, undefined)).toBeUndefined();
  });

  it('asks a reason to reject, and never records an old reason with a new state', () => {
    expect(stateReasonRequired(testOrder(), 3)).toBe(true);
    expect(stateReasonRequired(testOrder(), 4)).toBe(false);
    expect(stateReasonRequired(testOrder({ state: { id: 3, value: 'Denegada' } }), 3)).toBe(false);
    const rejected = testOrder({ state: { id: 3, value: 'Denegada' }, stateChangeReason: 'Aforo' });
    expect(reasonForState(rejected, 2)).toBe('');
    expect(reasonForState(rejected, 3)).toBe('Aforo');
  });
});
