import { csvLine } from '@extranet/shared/csv/csv';
import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-writer.ts';
import type { OrderAnswer } from '../../db/schema/orders.ts';
import type { RawOrder } from './datasets/order-batches.ts';
import { orderColumns, pairColumns } from './datasets/order-columns.ts';
import { orderCsvLine } from './datasets/order-csv.ts';
import type { OrderDimensions } from './datasets/order-dimensions.ts';
import { orderRow } from './datasets/orders.ts';
import type { AnswerLists } from './order-answers.ts';

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
/** Answers as the export's query reads them (order-batches.ts). */
const lists = (stored: OrderAnswer[]): AnswerLists => [
  stored.map((a) => a.label),
  stored.map((a) => a.value),
  stored.map((a) => a.type),
];

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
    lists([]),
    lists([]),
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
    14: lists(answers),
    15: lists(management),
  }),
  order({
    0: 3,
    7: 2,
    10: 'Asociación "Vecinal"',
    11: '+G1',
    12: '5',
    13: '3',
    14: lists(answers.slice(0, 1)),
  }),
  order({ 0: 4, 5: 99, 7: 2, 10: '', 11: '', 12: 'Otro', 13: null }),
];

describe('orderCsvLine', () => {
  it('writes each order exactly as csvChunks writes its orderRow', () => {
    const pairs = { form: 3, management: 2 };
    const columns = [...orderColumns, ...pairColumns(3, ''), ...pairColumns(2, ' gestión')];
    const line = orderCsvLine(dims, pairs);
    for (const raw of orders) {
      const row = orderRow(raw, dims, pairs);
      expect(row).not.toBeNull();
      const expected = csvLine(
        (row ?? []).map((cell, i) => csvCell(columns[i]?.type ?? 'text', cell)),
      );
      expect(line(raw)).toBe(expected);
    }
  });

  it('leaves out an order of an activity that is not the organization’s', () => {
    const line = orderCsvLine(dims, { form: 0, management: 0 });
    expect(line(order({ 4: 8 }))).toBeNull();
    expect(orderRow(order({ 4: 8 }), dims, { form: 0, management: 0 })).toBeNull();
  });
});
