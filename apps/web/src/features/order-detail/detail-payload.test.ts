// @vitest-environment node
import { OrderUpdateForm } from '@extranet/shared/schemas/order-forms';
import { describe, expect, it } from 'vitest';
import { updateFormData, updateParts, type OrderUpdate } from './detail-payload';
import { controlValues, managementFieldShown, requestFieldShown } from './detail-values';
import { managementFields, requestFields, testOrder } from './test-order';

const order = testOrder();
const requestValues = {
  ...controlValues(requestFields, order.userData),
  centro: 'CP Dos',
  foto: [new File(['png'], 'nueva.png', { type: 'image/png' })],
};
const managementValues = {
  precio: 20,
  factura: [new File(['pdf'], 'factura.pdf', { type: 'application/pdf' })],
};

const managerUpdate: OrderUpdate = {
  request: {
    fields: requestFields,
    values: requestValues,
    shown: requestFieldShown(requestFields, requestValues),
  },
  management: { fields: managementFields, values: managementValues, shown: managementFieldShown },
  state: { idState: 3, reason: 'Sin plazas ese día', sendMails: true },
  storedFiles: order.fileData,
  filesToDelete: ['0_1700000000000_grupo.png'],
};

// docs/product/requests.md#calls
describe('the multipart body of order/{idOrder}/update/', () => {
  it('sends force only when the manager accepts anyway (docs/requests-integrity.md)', () => {
    expect(OrderUpdateForm.parse(updateParts(managerUpdate).fields).force).toBe(false);
    const anyway = {
      ...managerUpdate,
      state: { idState: 2, reason: '', sendMails: true, force: true },
    };
    expect(OrderUpdateForm.parse(updateParts(anyway).fields)).toMatchObject({
      idState: 2,
      force: true,
    });
  });

  it('carries both forms, the state, the files and the deletions as OrderUpdateForm reads them', () => {
    const { fields, files } = updateParts(managerUpdate);
    const parsed = OrderUpdateForm.parse(fields);
    expect(parsed.userData).toMatchObject({ centro: 'CP Dos', visitantes: '2' });
    expect(parsed.userData).not.toHaveProperty('foto');
    expect(parsed.userData).not.toHaveProperty('interno');
    expect(parsed.userDataManagement).toMatchObject({ precio: '20', 'motivo-rechazo': '' });
    expect(parsed).toMatchObject({
      idState: 3,
      stateChangeReason: 'Sin plazas ese día',
      sendMails: true,
    });
    expect(parsed.filesToDelete).toEqual(['0_1700000000000_grupo.png']);
    expect(parsed.uploadFileNameList).toEqual([
      { field: 'foto', form: 'request' },
      { field: 'factura', form: 'management' },
    ]);
    expect(files.map((item) => item.file.name)).toEqual(['nueva.png', 'factura.pdf']);
    // fileData lists the stored files that stay.
    expect(JSON.parse(fields.fileData ?? '')).toEqual([]);
  });

  it("sends only the applicant's request form: no management answers, no state", () => {
    const { fields } = updateParts({
      request: managerUpdate.request,
      storedFiles: order.fileData,
      filesToDelete: [],
    });
    expect(Object.keys(fields).sort()).toEqual([
      'fileData',
      'filesToDelete',
      'uploadFileNameList',
      'userData',
    ]);
    expect(JSON.parse(fields.fileData ?? '')).toEqual([
      { field: 'foto', fieldName: 'Fotografía', file: '0_1700000000000_grupo.png' },
    ]);
  });

  it('puts the text fields first and the files under fileList', () => {
    const body = updateFormData(managerUpdate);
    const names = [...body.keys()];
    expect(names.slice(-2)).toEqual(['fileList', 'fileList']);
    expect(names.indexOf('userData')).toBeLessThan(names.indexOf('fileList'));
    expect((body.getAll('fileList')[0] as File).name).toBe('nueva.png');
  });
});
