import { foldDocumentRows } from './document-groups.ts';
import type { ReportDocument } from './document.ts';
import type { ReportColumn, ReportColumnType, ReportRow } from './list-reply.ts';

/**
 * Documents the rendering's tests share (docs/product/reporting.md#documents): one of each
 * shape the reports send, folded by the servers' own fold so that every figure adds up.
 */

export const column = (key: string, header: string, type: ReportColumnType): ReportColumn => ({
  key,
  header,
  type,
  sortable: false,
});

/** What every document has besides its shape. */
const common: Omit<ReportDocument, 'title' | 'levels' | 'columns' | 'measures' | 'root'> = {
  reportId: 4,
  filterLines: ['Estados: Aceptada, Realizada'],
  generatedAt: '2026-03-09T09:15:00Z',
  generatedBy: 'María Fernández Álvarez',
  timeZone: 'Europe/Madrid',
  orderCount: 0,
  limited: false,
  layout: 'table',
  orientation: 'portrait',
  pageBreakLevel: 0,
  chart: null,
};

/** Rows of a totals document: activity, state, year and the year's figures. */
export const totalsRows: ReportRow[] = [
  { activity: 'Museo', state: 'Aceptada', year: 2025, requests: 3, visitors: 1200 },
  { activity: 'Museo', state: 'Aceptada', year: 2026, requests: 2, visitors: 45 },
  { activity: 'Museo', state: 'Realizada', year: 2025, requests: 1, visitors: 30 },
  { activity: 'Taller', state: 'Aceptada', year: 2026, requests: 4, visitors: 80 },
];

/** 'Totales por actividad, estado y año': two levels, the year's rows, a chart. */
export function totalsDocument(rows: ReportRow[] = totalsRows): ReportDocument {
  const root = foldDocumentRows(
    rows,
    [
      (row) => ({ key: String(row.activity), label: String(row.activity) }),
      (row) => ({ key: String(row.state), label: String(row.state) }),
    ],
    { requests: 'sum', visitors: 'sum' },
    (row) => ({
      year: row.year ?? null,
      requests: row.requests ?? null,
      visitors: row.visitors ?? null,
    }),
  );
  return {
    ...common,
    title: 'Totales por actividad, estado y año',
    levels: [
      { key: 'activity', header: 'Actividad' },
      { key: 'state', header: 'Estado' },
    ],
    columns: [
      column('year', 'Año', 'text'),
      column('requests', 'Solicitudes', 'int'),
      column('visitors', 'Participantes', 'int'),
    ],
    measures: [
      { key: 'requests', header: 'Solicitudes', type: 'int' },
      { key: 'visitors', header: 'Participantes', type: 'int' },
    ],
    chart: { measures: ['requests', 'visitors'], yearKey: 'year' },
    root,
  };
}

/** Rows of a detail document: a month's orders. */
export const detailRows: ReportRow[] = [
  {
    id: 1201,
    day: '2026-01-12',
    entity: 'CP La Ería',
    state: { id: 2, value: 'Aceptada' },
    visitors: 25,
  },
  {
    id: 1202,
    day: '2026-01-20',
    entity: 'IES Uno',
    state: { id: 3, value: 'Realizada' },
    visitors: 1000,
  },
  { id: 1305, day: '2026-02-02', entity: 'Club', state: { id: 2, value: 'Aceptada' }, visitors: 7 },
];

const monthOf = (row: ReportRow) =>
  String(row.day).slice(5, 7) === '01' ? 'enero 2026' : 'febrero 2026';

/** 'Relación de solicitudes entre fechas': a level of months, the orders, a count apart. */
export function detailDocument(rows: ReportRow[] = detailRows): ReportDocument {
  const root = foldDocumentRows(rows, [(row) => ({ key: monthOf(row), label: monthOf(row) })], {
    requests: 'count',
    visitors: 'sum',
  });
  return {
    ...common,
    reportId: 21,
    title: 'Relación de solicitudes entre fechas',
    levels: [{ key: 'month', header: 'Mes' }],
    columns: [
      column('id', 'Id', 'int'),
      column('day', 'Fecha', 'date'),
      column('entity', 'Entidad', 'text'),
      column('state', 'Estado', 'text'),
      column('visitors', 'Participantes', 'int'),
    ],
    measures: [
      { key: 'requests', header: 'Solicitudes', type: 'int' },
      { key: 'visitors', header: 'Participantes', type: 'int' },
    ],
    root,
  };
}

/** 'Materiales RER (fichas)': a card an entity, with its material sums. */
export function cardsDocument(): ReportDocument {
  const rows: ReportRow[] = [
    { entity: 'CP La Ería', council: 'Oviedo', orders: '1201, 1207', boxes: 2, kits: 1 },
    { entity: 'IES Uno', council: 'Gijón', orders: '1202', boxes: 1, kits: 1500 },
  ];
  return {
    ...common,
    reportId: 33,
    title: 'Materiales RER (fichas)',
    layout: 'cards',
    levels: [],
    columns: [
      column('entity', 'Entidad', 'text'),
      column('council', 'Concejo', 'text'),
      column('orders', 'Solicitudes', 'text'),
      column('boxes', 'Cajas', 'int'),
      column('kits', 'Kits', 'int'),
    ],
    measures: [
      { key: 'boxes', header: 'Cajas', type: 'int' },
      { key: 'kits', header: 'Kits', type: 'int' },
    ],
    root: foldDocumentRows(rows, [], { boxes: 'sum', kits: 'sum' }),
  };
}
