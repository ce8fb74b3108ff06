// @vitest-environment node
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldShown } from '@/shared/dynamic-form/field-visibility';
import { testEntity } from '@/test/entity';
import { EntityMode } from './entity-rules';
import {
  buildAnswers,
  entityPayload,
  orderFormData,
  orderParts,
  type OrderRequest,
} from './order-payload';

const fields: StoredFormField[] = [
  { type: 'text', name: 'centro', label: 'Nombre del centro', required: true },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes' },
  { type: 'text', name: 'acompanante-1', label: 'Datos acompañante 1' },
  { type: 'textarea', name: 'otros', label: 'Datos de otros visitantes' },
  { type: 'date', name: 'fecha', label: 'Fecha solicitada' },
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: [{ label: 'VISITA ESTÁNDAR', value: 'VISITA ESTÁNDAR' }],
  },
  { type: 'checkbox-group', name: 'bus', label: 'Autobús', values: [{ label: 'Si', value: 'Si' }] },
  { type: 'file', name: 'foto', label: 'Fotografía' },
  {
    type: 'select',
    name: 'campana',
    label: '--Campaña',
    values: [{ label: 'Otoño', value: 'otono', selected: true }],
  },
];

const photo = new File(['png'], 'foto.png', { type: 'image/png' });
const values = {
  centro: 'CP La Ería',
  visitantes: 2,
  'acompanante-1': 'Luis',
  otros: 'left over from a larger count',
  fecha: dayjs('2030-05-20'),
  tipo: 'VISITA ESTÁNDAR',
  bus: ['Si'],
  foto: [photo],
};
const answers = { fields, values, shown: fieldShown(fields, values.visitantes) };

const request = (changes: Partial<OrderRequest> = {}): OrderRequest => ({
  idUser: 7,
  idActivity: 4,
  entity: { mode: EntityMode.Individual },
  answers,
  force: false,
  ...changes,
});

describe('the body of order/create/ (docs/product/requests.md#calls, order-forms.ts)', () => {
  it('sends every answer in form order with its label, hidden ones empty or preset', () => {
    expect(buildAnswers(answers)).toEqual([
      { name: 'centro', label: 'Nombre del centro', type: 'text', value: 'CP La Ería' },
      { name: 'visitantes', label: 'Número de visitantes', type: 'number', value: '2' },
      { name: 'acompanante-1', label: 'Datos acompañante 1', type: 'text', value: 'Luis' },
      { name: 'otros', label: 'Datos de otros visitantes', type: 'textarea', value: '' },
      { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2030-05-20' },
      { name: 'tipo', label: 'Tipo de visita', type: 'select', value: 'VISITA ESTÁNDAR' },
      { name: 'bus', label: 'Autobús', type: 'checkbox-group', value: ['Si'] },
      { name: 'foto', label: 'Fotografía', type: 'file', value: ['foto.png'] },
      { name: 'campana', label: '--Campaña', type: 'select', value: 'otono' },
    ]);
  });

  it("answers the visit type with 'MEDIA JORNADA.' when resent for the half day", () => {
    const tipo = buildAnswers({ ...answers, halfDay: true }).find((a) => a.name === 'tipo');
    expect(tipo?.value).toBe('MEDIA JORNADA.');
  });

  it('is read by the shared contract as the server reads it', () => {
    const { fields: parts, files } = orderParts(request({ force: true }));
    expect(files).toEqual([{ field: 'foto', file: photo }]);
    const parsed = OrderCreateForm.parse(parts);
    expect(parsed).toMatchObject({
      idUser: 7,
      idActivity: 4,
      idEntity: -1,
      force: true,
      uploadFileNameList: [{ field: 'foto' }],
    });
    expect(parsed.entityData).toBeUndefined();
    expect(parsed.userData).toMatchObject({
      centro: 'CP La Ería',
      fecha: '2030-05-20',
      bus: ['Si'],
    });
  });

  it('puts the files last in fileList, after the text fields', () => {
    const body = orderFormData(request());
    const names = [...body.keys()];
    expect(names.at(-1)).toBe('fileList');
    expect((body.get('fileList') as File).name).toBe('foto.png');
    expect(body.get('force')).toBe('false');
  });
});

// docs/product/requests.md#validation, docs/product/README.md#constants-and-limits
describe('the entity of a request', () => {
  it('is -1 and no data for an individual, whatever was typed before', () => {
    expect(entityPayload({ mode: EntityMode.Individual, choice: { id: 0 }, name: 'X' })).toEqual({
      idEntity: -1,
      entityData: null,
    });
  });

  it('is 0 with the typed data and the CIF cleaned for a new entity', () => {
    const payload = entityPayload({
      mode: EntityMode.ForEntity,
      choice: { id: 0 },
      name: ' AMPA Sol ',
      cif: 'g-33123456/1',
      idCouncil: 3,
      idTarget: 3,
    });
    expect(payload).toEqual({
      idEntity: 0,
      entityData: {
        name: 'AMPA Sol',
        cif: 'G33123456',
        address: '',
        city: '',
        postalCode: '',
        idCouncil: 3,
        idTarget: 3,
      },
    });
    const parts = orderParts(
      request({
        entity: {
          mode: EntityMode.ForEntity,
          choice: { id: 0 },
          name: 'AMPA',
          cif: 'G33123456',
          idCouncil: 3,
          idTarget: 3,
        },
      }),
    ).fields;
    expect(OrderCreateForm.safeParse(parts).success).toBe(true);
  });

  it('is the chosen entity with its data', () => {
    const entity = testEntity();
    expect(entityPayload({ mode: EntityMode.ForEntity, choice: { id: 31, entity } })).toEqual({
      idEntity: 31,
      entityData: {
        id: 31,
        name: 'CP La Ería',
        cif: 'Q3300002G',
        address: 'Calle Mayor 1',
        city: 'Oviedo',
        postalCode: '33001',
        idCouncil: 44,
        idTarget: 1,
      },
    });
  });
});
