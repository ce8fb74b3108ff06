import type { OrderSummary } from '@extranet/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { csvBlob, isExportLimited } from './csv-export';
import { orderCsvColumns } from './order-csv';

const order: OrderSummary = {
  id: 7,
  date: '2026-03-05T10:00:00.000Z',
  state: { id: 1, value: 'Pendiente' },
  activityId: 3,
  activityName: 'Visita "planta"',
  campaignId: 1,
  campaignName: 'Visitas',
  userId: 9,
  userName: 'Rocío Pérez',
  entityId: null,
  entityName: '=HYPERLINK("x")',
  supervisorId: 2,
};

const text = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

// docs/product/requests.md#order-lists, docs/product/README.md#constants-and-limits,
// docs/product/requests.md#csv-export
describe('CSV export of the order lists', () => {
  it('writes the table columns, Solicitante in manager mode only', () => {
    expect(orderCsvColumns(true).map((c) => c.header)).toEqual([
      'Id',
      'Estado',
      'F. Solicitud',
      'Actividad',
      'Solicitante',
      'Entidad',
    ]);
    expect(orderCsvColumns(false).map((c) => c.header)).not.toContain('Solicitante');
  });

  it('writes UTF-8 with a BOM, ";" and quoted fields, formulas neutralised', async () => {
    const csv = await text(csvBlob(orderCsvColumns<OrderSummary>(true), [order]));
    expect(csv.startsWith('\uFEFF"Id";"Estado";"F. Solicitud"')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toMatch(
      /^"7";"Pendiente";"05\/03\/2026 \d\d:00";"Visita ""planta""";"Rocío Pérez";"'=HYPERLINK\(""x""\)"$/,
    );
  });

  it('says when a list had more rows than an export carries', () => {
    expect(isExportLimited(5000)).toBe(false);
    expect(isExportLimited(5001)).toBe(true);
    expect(isExportLimited(null)).toBe(false);
  });
});
