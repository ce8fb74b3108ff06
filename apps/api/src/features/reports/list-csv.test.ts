import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv-parse.ts';
import { useTestApp } from '../../../test/harness.ts';
import {
  fixtureYears,
  makeReportFixture,
  reportUrl,
  thisYearRange,
  type ReportFixture,
  type ReportParams,
} from '../../../test/report-fixture.ts';
import { today } from '../../time/today.ts';
import { csvFileName } from './list-csv.ts';
import { reportTypeById } from '@extranet/shared/reports/report-types';

/**
 * The CSV of a list (docs/product/reporting.md#csv) on the fixed data set of
 * test/report-fixture.ts: the one writer's format, Spanish cells, the table's sort, the file's
 * name and headers.
 */

const t = useTestApp();
let f: ReportFixture;
const { Y } = fixtureYears();
const BOM = '\uFEFF';

beforeAll(async () => {
  f = await makeReportFixture(t.db);
});

async function csv(params: ReportParams) {
  const res = await t.as(f.admin).get(reportUrl({ ...params, format: 'csv' }));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the CSV of a list', () => {
  const visits = {
    reportId: 14,
    ...thisYearRange(),
    orderState: '1,2,5',
  };

  it("writes the table's columns and rows in the one writer's format, in Spanish", async () => {
    const res = await csv({ ...visits, activity: f.activities.visit });
    const body = res.body;
    expect(body.startsWith(BOM)).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"Id";"Fecha";"Estado";"Actividad";"Solicitante";"Entidad";"Fecha acordada";' +
        '"Hora acordada";"Fecha realización";"Precio";"Unidades";"Autobús";"Coste de bus";' +
        '"Hora y lugar de recogida";"Otros datos de gestión";"Datos de gestión"',
    );
    expect(parseCsv(body.slice(1)).slice(1)).toEqual([
      [
        String(f.orders.v3),
        `05/03/${Y}`,
        'Pendiente',
        'Visita a la planta de La Zoreda',
        'Marta Suárez Prieto',
        '—',
        '',
        '',
        '',
        '',
        '',
        'No',
        '',
        '',
        '',
        'Gestión de Visita a la planta de La Zoreda',
      ],
      [
        String(f.orders.v2),
        `20/01/${Y}`,
        'Realizada',
        'Visita a la planta de La Zoreda',
        'Óscar Álvarez Menéndez',
        'IES Número Uno, Gijón',
        `15/02/${Y}`,
        '09:30',
        `15/02/${Y}`,
        '1234,5',
        '',
        'No',
        '',
        '',
        'Motivo: Grupo numeroso',
        'Gestión de Visita a la planta de La Zoreda',
      ],
      [
        String(f.orders.v1),
        `10/02/${Y}`,
        'Aceptada',
        'Visita a la planta de La Zoreda',
        'Lucía Fernández García',
        'Colegio Público La Ería',
        `20/03/${Y}`,
        '10:00',
        `20/03/${Y}`,
        '50',
        '',
        'Sí',
        '120,5',
        'Plaza de la Escandalera 9:30',
        '',
        'Gestión de Visita a la planta de La Zoreda',
      ],
    ]);
  });

  it("follows the table's sort", async () => {
    const res = await csv({
      ...visits,
      activity: f.activities.visit,
      _sort: 'date',
      _order: 'asc',
    });
    const ids = parseCsv(res.body.slice(1))
      .slice(1)
      .map((row) => Number(row[0]));
    expect(ids.map((id) => f.keyOf(id))).toEqual(['v2', 'v1', 'v3']);
  });

  it('names the file after the report and the day, and is never cached', async () => {
    const res = await csv({ ...visits, activity: f.activities.visit });
    const day = today().replaceAll('-', '');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Gestion_${day}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const type = reportTypeById(1);
    if (!type) throw new Error('type 1 is in the catalogue');
    expect(csvFileName(type, '2026-11-22')).toBe(
      'Realizacion_de_actividades_de_un_solicitante_20261122.csv',
    );
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const res = await csv({ reportId: 2, ...thisYearRange(), orderState: '1', userName: 'inés' });
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]?.[8]).toBe('Teléfono');
    expect(rows.slice(1).map((row) => row[8])).toEqual(["'=985555555", "'=985555555"]);
  });

  it("writes the full report's moment as its day, and a state or council by its name", async () => {
    const res = await csv({ reportId: 0, isHistoric: true, idFilter: f.orders.v1 });
    const [header, row] = parseCsv(res.body.slice(1));
    expect(header?.slice(0, 4)).toEqual(['Id', 'Fecha', 'Hora', 'Estado']);
    expect(header?.length).toBe(19 + 12 + 16);
    expect(row?.slice(0, 4)).toEqual([String(f.orders.v1), `10/02/${Y}`, '09:15', 'Aceptada']);
    expect(row?.[15]).toBe('Oviedo');
    expect(row?.slice(19, 21)).toEqual(['Centro educativo', 'CP La Ería']);
  });

  it('writes the headers alone when nothing matches', async () => {
    const res = await csv({ reportId: 6, isHistoric: true, idFilter: f.orders.x1 });
    expect(parseCsv(res.body.slice(1))).toHaveLength(1);
  });
});
