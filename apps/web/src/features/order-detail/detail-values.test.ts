// @vitest-environment node
import dayjs, { isDayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  answersToSend,
  controlValues,
  initialDetailValues,
  managementFieldsFor,
  requestFieldShown,
} from './detail-values';
import { managementFields, requestFields, testOrder } from './test-order';

// docs/product/requests.md#stored-answers
describe('stored answers → the controls of the detail', () => {
  it('fills dates, numbers, selects and checkbox groups; files and unanswered fields start empty', () => {
    const values = controlValues(requestFields, testOrder().userData);
    expect(values.centro).toBe('CP Uno');
    expect(values.visitantes).toBe(2);
    expect(isDayjs(values.fecha) && (values.fecha as dayjs.Dayjs).format('DD/MM/YYYY')).toBe(
      '10/03/2030',
    );
    expect(values.tipo).toBe('VISITA ESTÁNDAR');
    expect(values.materiales).toEqual(['carteles']);
    expect(values.foto).toBeUndefined();
    expect(values['acompanante-2']).toBeUndefined();
  });

  it('starts the state selector at the stored state and reason', () => {
    const order = testOrder({
      state: { id: 3, value: 'Denegada' },
      stateChangeReason: 'Sin plazas',
    });
    const values = initialDetailValues(order, managementFields);
    expect(values).toMatchObject({ idState: 3, stateChangeReason: 'Sin plazas' });
    expect(values.management).toMatchObject({ precio: 12.5 });
  });
});

// docs/product/README.md#roles-and-permissions
describe('the management fields a viewer sees', () => {
  it('marks private fields for managers and leaves them out for anyone else', () => {
    expect(managementFieldsFor(managementFields, true).map((f) => f.label)).toEqual([
      'Motivo de rechazo',
      'Precio (privado)',
      'Factura (privado)',
    ]);
    expect(managementFieldsFor(managementFields, false).map((f) => f.name)).toEqual([
      'motivo-rechazo',
    ]);
  });
});

describe('the controls → the answers GUARDAR sends', () => {
  const values = {
    ...controlValues(requestFields, testOrder().userData),
    centro: '  CP Dos ',
    fecha: dayjs('2030-04-02'),
    materiales: ['folletos', 'carteles'],
  };

  it('sends every field on screen with its value, in form order, without files or -- fields', () => {
    const sent = answersToSend(requestFields, values, requestFieldShown(requestFields, values));
    expect(sent.map((a) => [a.name, a.value])).toEqual([
      ['centro', '  CP Dos '],
      ['visitantes', '2'],
      ['acompanante-1', 'Luis'],
      ['acompanante-2', ''],
      ['fecha', '2030-04-02'],
      ['tipo', 'VISITA ESTÁNDAR'],
      ['materiales', ['folletos', 'carteles']],
    ]);
    expect(sent[0]).toMatchObject({ label: 'Nombre del centro', type: 'text' });
  });

  it('empties a companion the visitors count no longer shows', () => {
    const fewer = { ...values, visitantes: 1 };
    const sent = answersToSend(requestFields, fewer, requestFieldShown(requestFields, fewer));
    expect(sent.find((a) => a.name === 'acompanante-1')?.value).toBe('');
  });
});
