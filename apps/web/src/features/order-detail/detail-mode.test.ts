// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detailAccess, listPathOf, requestedMode } from './detail-mode';
import { testOrder } from './test-order';

// docs/product/requests.md#order-detail, docs/product/README.md#routes
describe('how the detail is opened', () => {
  it('reads the mode from the state, else from the address', () => {
    const search = new URLSearchParams('id=3&mode=manager');
    expect(requestedMode(undefined, search)).toBe('manager');
    expect(requestedMode({ mode: 'own' }, search)).toBe('own');
    expect(requestedMode(null, new URLSearchParams('id=3'))).toBe('own');
    expect(listPathOf('manager')).toBe('/orderlist');
    expect(listPathOf('own')).toBe('/myorderlist');
  });
});

// docs/product/requests.md#states, docs/product/README.md#roles-and-permissions
describe('what the viewer may do', () => {
  it('lets the applicant edit and cancel only while pending', () => {
    expect(detailAccess(testOrder(), 'own')).toEqual({
      manager: false,
      requestEditable: true,
      managementEditable: false,
      canCancel: true,
      canSave: true,
      canMail: false,
    });
    const accepted = testOrder({
      state: { id: 2, value: 'Aceptada' },
      canEdit: false,
      canCancel: false,
    });
    expect(detailAccess(accepted, 'own')).toMatchObject({
      requestEditable: false,
      canCancel: false,
      canSave: false,
    });
  });

  it('grants manager mode only with the API’s isManager', () => {
    expect(detailAccess(testOrder(), 'manager').manager).toBe(false);
    const managed = testOrder({
      state: { id: 2, value: 'Aceptada' },
      isManager: true,
      canCancel: false,
    });
    expect(detailAccess(managed, 'manager')).toEqual({
      manager: true,
      requestEditable: true,
      managementEditable: true,
      canCancel: false,
      canSave: true,
      canMail: true,
    });
    // In own mode a manager reads the request as its applicant does.
    expect(detailAccess(managed, 'own')).toMatchObject({ manager: false, requestEditable: false });
  });
});
