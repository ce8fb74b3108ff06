import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness.ts';
import { runListReport } from '../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';
import { parseCsv } from '../../../../test/csv-parse.ts';

/**
 * Reports 8 (Número Visitantes), 9 (Datos de autobús) and 12 (Datos Visita) on the report
 * fixture (docs/product/reporting.md#list-reports): rows, totals and sums written by hand.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();
const thisYear = { startDate: `01/01/${Y}`, endDate: `31/12/${Y}` };

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runListReport(t, user, reportId, params);

const keys = (reply: ReportListReply) => reply.rows.map((row) => fx.keyOf(row.id));

describe('8 · Número Visitantes', () => {
  it('defaults to accepted and done visits', () => {
    expect(reportTypeById(8)?.states).toEqual([2, 5]);
  });

  it('lists the visits done this year, newest order first, with their participants', async () => {
    const reply = await run(fx.admin, 8);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Id',
      'Estado',
      'Actividad',
      'Tipo de visita',
      'Fecha de visita',
      'Entidad',
      'Concejo',
      'Destinatario',
      'Participantes',
      'Participantes reales',
    ]);
    // v6 was done this year but asked for two years ago: outside the request window read.
    // v3, v4, v7, v8 are in other states; the online visit keeps out by the rule.
    expect(keys(reply)).toEqual(['b2', 'b1', 'v5', 'v2', 'v1']);
    expect(reply.total).toBe(5);
    expect(reply.rows[0]).toEqual({
      id: fx.orders.b2,
      state: 'Realizada',
      activityName: 'Visita al aula de la naturaleza',
      visitType: 'TALLER',
      doneDate: day('Y-04-20'),
      entityName: '—',
      council: null,
      target: 'Ciudadanía',
      visitors: 2,
      realParticipants: null,
    });
    expect(reply.rows[4]).toEqual({
      id: fx.orders.v1,
      state: 'Aceptada',
      activityName: 'Visita a la planta de La Zoreda',
      visitType: 'VISITA ESTANDAR',
      doneDate: day('Y-03-20'),
      entityName: 'Colegio Público La Ería',
      council: 'Oviedo',
      target: 'Centros educativos',
      visitors: 25,
      realParticipants: 24,
    });
    expect(reply.summary).toEqual([
      { label: 'Total solicitudes', value: 5 },
      { label: 'Total participantes', value: 25 + 30 + 22 + 12 + 2 },
      { label: 'Total participantes reales', value: 24 + 28 + 12 },
    ]);
  });

  it('gives a gestor the visits of its own campaigns only', async () => {
    const reply = await run(fx.gestorA, 8, { supervisorId: String(fx.gestorB.id) });
    expect(keys(reply)).toEqual(['v5', 'v2', 'v1']);
    expect(reply.summary[1]).toEqual({ label: 'Total participantes', value: 77 });
  });
});

describe('9 · Datos de autobús', () => {
  it('defaults to accepted and pending orders', () => {
    expect(reportTypeById(9)?.states).toEqual([2, 1]);
  });

  it('lists the buses by agreed day and hour, with their pickup and cost', async () => {
    const reply = await run(fx.admin, 9);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Id',
      'Estado',
      'Actividad',
      'Fecha acordada',
      'Hora acordada',
      'Hora y lugar de recogida',
      'Entidad',
      'Dirección',
      'Localidad',
      'Concejo',
      'Participantes',
      'Coste de bus',
      'Solicitante',
      'Teléfono',
    ]);
    // Every order whose management answers say a bus goes, whatever its activity's name.
    expect(keys(reply)).toEqual(['v5', 'o1', 'v1', 'b1']);
    expect([reply.sort, reply.order]).toEqual(['agreedDate', 'asc']);
    expect(reply.rows[2]).toEqual({
      id: fx.orders.v1,
      state: 'Aceptada',
      activityName: 'Visita a la planta de La Zoreda',
      agreedDate: day('Y-03-20'),
      agreedTime: '10:00',
      pickup: 'Plaza de la Escandalera 9:30',
      entityName: 'Colegio Público La Ería',
      entityAddress: '',
      entityCity: '',
      council: 'Oviedo',
      visitors: 25,
      busCost: 120.5,
      applicant: 'Lucía Fernández García',
      userPhone: '985111111',
    });
    expect(reply.summary).toEqual([
      { label: 'Autobuses', value: 4 },
      { label: 'Total participantes', value: 25 + 22 + 10 + 12 },
      { label: 'Total coste autobús', value: 120.5 + 90 + 80 },
    ]);
  });

  it('sorts by the agreed moment both ways', async () => {
    const reply = await run(fx.admin, 9, { _sort: 'agreedDate', _order: 'desc' });
    expect(keys(reply)).toEqual(['b1', 'v1', 'o1', 'v5']);
  });

  it('exports the cost with a decimal comma and the day as DD/MM/YYYY', async () => {
    const query = new URLSearchParams({
      reportId: '9',
      orderState: '2,1',
      ...thisYear,
      format: 'csv',
    });
    const res = await t.as(fx.admin).get(`/api/reportorder/list/by-filter?${query}`);
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header?.[11]).toBe('Coste de bus');
    expect(lines.map((line) => [line[3], line[4], line[11]])).toEqual([
      [`25/01/${Y}`, '10:30', '90'],
      [`01/03/${Y}`, '12:00', ''],
      [`20/03/${Y}`, '10:00', '120,5'],
      [`25/03/${Y}`, '11:00', '80'],
    ]);
  });
});

describe('12 · Datos Visita', () => {
  it('defaults to accepted and pending orders', () => {
    expect(reportTypeById(12)?.states).toEqual([2, 1]);
  });

  it('lists the planned visits, soonest agreed first and the unagreed last', async () => {
    const reply = await run(fx.admin, 12);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Tipo de visita',
      'Duración (h)',
      'Fecha solicitada',
      'Fecha acordada',
      'Hora acordada',
      'Participantes',
      'Entidad',
      'Concejo',
      'Destinatario',
      'Autobús',
      'Solicitante',
      'Teléfono',
    ]);
    // v3 has no agreed day: it is planned for the day it asked for, and sorts last.
    expect(keys(reply)).toEqual(['v5', 'v1', 'b1', 'v3']);
    expect(reply.summary).toEqual([]);
    expect(reply.rows[3]).toEqual({
      id: fx.orders.v3,
      date: day('Y-03-05'),
      state: 'Pendiente',
      activityName: 'Visita a la planta de La Zoreda',
      visitType: 'VISITA ESTANDAR',
      visitHours: 1.5,
      requestedDate: day('Y-04-10'),
      agreedDate: null,
      agreedTime: null,
      visitors: 4,
      entityName: '—',
      council: 'Avilés',
      target: 'Ciudadanía',
      bus: false,
      applicant: 'Marta Suárez Prieto',
      userPhone: '985333333',
    });
    expect(reply.rows[0]).toMatchObject({
      date: day('Y1-11-15'),
      visitType: 'VISITA ESTANDAR',
      agreedDate: day('Y-01-25'),
      agreedTime: '10:30',
      bus: true,
    });
  });

  it('reads a gestor its own visits only', async () => {
    expect(keys(await run(fx.gestorB, 12))).toEqual(['b1']);
  });
});
