import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../test/csv-parse.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { runListReport } from '../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';

/**
 * Reports 10 (Materiales entregados) and 11 (Recogida selectiva) on the report fixture
 * (docs/product/reporting.md#list-reports): rows and sums written by hand.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y, Y1 } = fixtureYears();
const thisYear = { startDate: `01/01/${Y}`, endDate: `31/12/${Y}` };

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runListReport(t, user, reportId, params);

const keys = (reply: ReportListReply) => reply.rows.map((row) => fx.keyOf(row.id));

describe('10 · Materiales entregados', () => {
  it('defaults to accepted and done requests of material activities', () => {
    expect(reportTypeById(10)).toMatchObject({ states: [2, 5], rule: 'materiales' });
  });

  it('lists the material requests of this year with the five sums', async () => {
    const reply = await run(fx.admin, 10);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Entidad',
      'CIF',
      'Concejo',
      'Unidades',
      'Cont. azules',
      'Cont. amarillos',
      'Ecop. azules',
      'Ecop. amarillas',
      'Fecha realización',
    ]);
    // m3 is pending; m4 was asked for last year.
    expect(reply.rows).toEqual([
      {
        id: fx.orders.m2,
        date: day('Y-03-15'),
        state: 'Realizada',
        activityName: 'Entrega de materiales educativos',
        entityName: 'Colegio Público La Ería',
        entityCif: 'Q-3312345-J',
        council: 'Oviedo',
        units: 2,
        blueContainers: null,
        yellowContainers: null,
        blueBins: null,
        yellowBins: null,
        completionDate: null,
      },
      {
        id: fx.orders.m1,
        date: day('Y-02-20'),
        state: 'Aceptada',
        activityName: 'Entrega de materiales educativos',
        entityName: 'IES Número Uno, Gijón',
        entityCif: 'Q3300002B',
        council: 'Gijón',
        units: 3,
        blueContainers: 2,
        yellowContainers: 1,
        blueBins: 4,
        yellowBins: 4,
        completionDate: day('Y-03-01'),
      },
    ]);
    expect(reply.total).toBe(2);
    expect(reply.summary).toEqual([
      { label: 'Total unidades', value: 5 },
      { label: 'Total cont. azules', value: 2 },
      { label: 'Total cont. amarillos', value: 1 },
      { label: 'Total ecop. azules', value: 4 },
      { label: 'Total ecop. amarillas', value: 4 },
    ]);
  });

  it('selects by delivery day with the AVANZADO completion range alone', async () => {
    const reply = await run(fx.admin, 10, {
      startDate: '',
      endDate: '',
      isHistoric: 'true',
      completitionStart: `01/03/${Y}`,
      completitionEnd: `31/03/${Y}`,
    });
    expect(keys(reply)).toEqual(['m1']);
  });

  it('reads last year in the historic view', async () => {
    const reply = await run(fx.admin, 10, {
      startDate: `01/01/${Y1}`,
      endDate: `31/12/${Y1}`,
      isHistoric: 'true',
    });
    expect(keys(reply)).toEqual(['m4']);
    expect(reply.rows[0]).toMatchObject({ entityName: '—', council: null, units: null });
  });
});

describe('11 · Recogida selectiva', () => {
  it('defaults to accepted and done requests of collection activities', () => {
    expect(reportTypeById(11)).toMatchObject({ states: [2, 5], rule: 'recogida' });
  });

  it('lists the collections of this year with where to go and the four sums', async () => {
    const reply = await run(fx.admin, 11);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Entidad',
      'Dirección',
      'Localidad',
      'C.P.',
      'Concejo',
      'Solicitante',
      'Teléfono',
      'Cont. azules',
      'Cont. amarillos',
      'Ecop. azules',
      'Ecop. amarillas',
      'Fecha acordada',
      'Fecha realización',
    ]);
    expect(keys(reply)).toEqual(['r2', 'r1']);
    expect(reply.rows[1]).toEqual({
      id: fx.orders.r1,
      date: day('Y-02-25'),
      state: 'Aceptada',
      activityName: 'Recogida selectiva en centros',
      entityName: 'Asociación Vecinal El Carbayu',
      entityAddress: '',
      entityCity: '',
      entityPostalCode: '',
      council: 'Siero',
      applicant: 'Inés Martínez López',
      userPhone: '=985555555',
      blueContainers: 6,
      yellowContainers: null,
      blueBins: null,
      yellowBins: null,
      agreedDate: null,
      completionDate: day('Y-03-10'),
    });
    expect(reply.summary).toEqual([
      { label: 'Total cont. azules', value: 6 },
      { label: 'Total cont. amarillos', value: 0 },
      { label: 'Total ecop. azules', value: 0 },
      { label: 'Total ecop. amarillas', value: 0 },
    ]);
  });

  it('exports a phone a spreadsheet would run as plain text', async () => {
    const query = new URLSearchParams({
      reportId: '11',
      orderState: '2,5',
      ...thisYear,
      format: 'csv',
    });
    const res = await t.as(fx.admin).get(`/api/reportorder/list/by-filter?${query}`);
    const lines = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(lines.map((line) => line[10])).toEqual(['Teléfono', '985222222', "'=985555555"]);
  });

  it('is empty for the gestor of the other campaigns', async () => {
    const reply = await run(fx.gestorA, 11);
    expect([reply.total, reply.rows, reply.summary[0]?.value]).toEqual([0, [], 0]);
  });
});
