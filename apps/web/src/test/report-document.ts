import type { ReportDocument } from '@extranet/shared/reports/document';

/**
 * 'Totales por actividad y año' of two activities, as the API's `format=document` answers it
 * (docs/product/reporting.md#documents): tests change only what they are about.
 */
export function testReportDocument(changes: Partial<ReportDocument> = {}): ReportDocument {
  return {
    reportId: 3,
    title: 'Totales por actividad y año',
    filterLines: ['Estados: Aceptada, Realizada', 'Fechas: 01/01/2026 a 31/12/2026'],
    generatedAt: '2026-03-09T10:15:00.000Z',
    generatedBy: 'Irene Gestora',
    timeZone: 'Europe/Madrid',
    orderCount: 5,
    limited: false,
    layout: 'table',
    orientation: 'portrait',
    pageBreakLevel: 0,
    levels: [{ key: 'activityName', header: 'Actividad' }],
    columns: [
      { key: 'year', header: 'Año', type: 'int', sortable: false },
      { key: 'orders', header: 'Solicitudes', type: 'int', sortable: false },
      { key: 'visitors', header: 'Participantes', type: 'int', sortable: false },
    ],
    measures: [
      { key: 'orders', header: 'Solicitudes', type: 'int' },
      { key: 'visitors', header: 'Participantes', type: 'int' },
    ],
    chart: null,
    root: {
      level: 0,
      label: 'TOTAL',
      rows: [],
      subtotal: { orders: 5, visitors: 120 },
      children: [
        {
          level: 1,
          label: 'Visita al río',
          rows: [
            { year: 2025, orders: 1, visitors: 20 },
            { year: 2026, orders: 2, visitors: 50 },
          ],
          children: [],
          subtotal: { orders: 3, visitors: 70 },
        },
        {
          level: 1,
          label: 'Taller de agua',
          rows: [{ year: 2026, orders: 2, visitors: 50 }],
          children: [],
          subtotal: { orders: 2, visitors: 50 },
        },
      ],
    },
    ...changes,
  };
}
