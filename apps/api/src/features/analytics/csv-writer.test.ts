import { csvLine } from '@extranet/shared/csv/csv';
import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-writer.ts';
import type { OrderAnswer } from '../../db/schema/orders.ts';
import type { RawOrder } from './datasets/order-batches.ts';
import { orderColumns, pairColumns } from './datasets/order-columns.ts';
import { orderCsvLine } from './datasets/order-csv.ts';
import type { OrderDimensions } from './datasets/order-dimensions.ts';
import { orderRow } from './datasets/orders.ts';
import { answerShape, type AnswerShape, type AnswerValue } from './order-answers.ts';

const dims: OrderDimensions = {
  states: new Map([
    [1, 'Pendiente'],
    [2, 'Aceptada'],
  ]),
  councils: new Map([
    [5, 'Avilés'],
    [24, 'Gijón'],
  ]),
  targets: new Map([
    [2, 'Ciudadanía'],
    [3, 'Centros educativos'],
  ]),
  activities: new Map([
    [7, { name: 'Visita "La Zoreda"', campaignId: 3, campaign: 'Campaña', edition: '2026-2027' }],
  ]),
  applicants: new Map([
    [11, { name: 'Ana', surname: '=Pérez', username: '12345678Z', email: 'a@b.es', councilId: 24 }],
  ]),
  entities: new Map([[40, { name: 'CP Xove', cif: 'Q3300000A', councilId: 5, targetId: 3 }]]),
};

const answers = [
  { name: 'fecha', label: 'Fecha', type: 'date', value: '2026-12-01' },
  { name: 'talleres', label: 'Talleres', type: 'checkbox', value: ['A', 'B'] },
  { name: 'nota', label: 'Nota', type: 'textarea', value: '-menos "y" comillas' },
];
const management = [{ name: 'reales', label: 'Participantes reales', type: 'number', value: '23' }];
/** The shapes of the orders below, by id, as a batch brings them (order-batches.ts). */
const shapes = new Map<number, AnswerShape>();
/** Answers as the export's query reads them: the id of their shape and their values. */
const shaped = (stored: OrderAnswer[]): [number, AnswerValue[]] => {
  const id = shapes.size + 1;
  shapes.set(
    id,
    answerShape(
      stored.map((a) => a.label),
      stored.map((a) => a.type),
    ),
  );
  return [id, stored.map((a) => a.value)];
};
const none = shaped([]);
const withAnswers = (form: OrderAnswer[], managed: OrderAnswer[] = []) => {
  const [formShape, formValues] = shaped(form);
  const [managementShape, managementValues] = shaped(managed);
  return { 14: formShape, 15: formValues, 16: managementShape, 17: managementValues };
};

const order = (fields: Partial<Record<number, unknown>>): RawOrder => {
  const base: RawOrder = [
    1,
    '2026-11-02 10:30',
    1,
    null,
    7,
    11,
    null,
    1,
    null,
    null,
    null,
    null,
    null,
    null,
    ...none,
    ...none,
  ];
  for (const [i, v] of Object.entries(fields)) (base as unknown[])[Number(i)] = v;
  return base;
};

const orders: RawOrder[] = [
  order({}),
  order({
    0: 2,
    2: 2,
    3: 'Sin plazas',
    6: 40,
    7: 2,
    8: 25,
    9: '2026-12-01',
    ...withAnswers(answers, management),
  }),
  order({
    0: 3,
    7: 2,
    10: 'Asociación "Vecinal"',
    11: '+G1',
    12: '5',
    13: '3',
    ...withAnswers(answers.slice(0, 1)),
  }),
  order({ 0: 4, 5: 99, 7: 2, 10: '', 11: '', 12: 'Otro', 13: null }),
];

describe('orderCsvLine', () => {
  it('writes each order exactly as csvChunks writes its orderRow', () => {
    const pairs = { form: 3, management: 2 };
    const columns = [...orderColumns, ...pairColumns(3, ''), ...pairColumns(2, ' gestión')];
    const line = orderCsvLine(dims, pairs);
    for (const raw of orders) {
      const row = orderRow(raw, shapes, dims, pairs);
      expect(row).not.toBeNull();
      const expected = csvLine(
        (row ?? []).map((cell, i) => csvCell(columns[i]?.type ?? 'text', cell)),
      );
      expect(line(raw, shapes)).toBe(expected);
    }
  });

  it('leaves out an order of an activity that is not the organization’s', () => {
    const line = orderCsvLine(dims, { form: 0, management: 0 });
    expect(line(order({ 4: 8 }), shapes)).toBeNull();
    expect(orderRow(order({ 4: 8 }), shapes, dims, { form: 0, management: 0 })).toBeNull();
  });
});
