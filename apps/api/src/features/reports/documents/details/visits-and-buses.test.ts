import type { ReportDocument } from '@extranet/shared/reports/document';
import { beforeAll, describe, expect, it } from 'vitest';
import { outline } from '../../../../../test/document-outline.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';

/**
 * Reports 23 (Actividades aprobadas en un día), 25 (Beneficiarios del servicio de autobús) and 26
 * (Programación de autobuses) on the report fixture (docs/product/reporting.md#documents): the
 * accepted orders planned this year, and the trips by bus done this year, by hand.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runDocumentReport(t, user, reportId, params);

const groupsOf = (doc: ReportDocument) => outline(doc.root, (row) => fx.keyOf(row.id));

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });
/** A fixture day as a day group reads: 'martes, 14/04/2026'. */
function dayGroup(text: string): string {
  const ymd = day(text);
  const [year, month, date] = ymd.split('-');
  return `${weekday.format(new Date(`${ymd}T00:00:00Z`))}, ${date}/${month}/${year}`;
}

describe('23 · Actividades aprobadas en un día', () => {
  it('prints each planned day on its page, with its activities, participants and hours', async () => {
    const doc = await run(fx.admin, 23);
    expect(doc).toMatchObject({
      orderCount: 6,
      limited: false,
      orientation: 'landscape',
      pageBreakLevel: 1,
      levels: [{ key: 'day', header: 'Día' }],
      measures: [
        { key: 'activities', header: 'Actividades', type: 'int' },
        { key: 'visitors', header: 'Participantes', type: 'int' },
        { key: 'visitHours', header: 'Horas', type: 'hours' },
      ],
      chart: null,
    });
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Hora',
      'Actividad',
      'Tipo de visita',
      'Duración (h)',
      'Entidad',
      'Concejo',
      'Participantes',
      'Autobús',
      'Hora y lugar de recogida',
      'Contacto',
      'Teléfono',
    ]);
    // Accepted orders of any activity planned this year: v5 asked last year, within the window
    // read around the range; the workshop and the outing have no hours.
    const one = (visitors: number, hours: number) => ({
      activities: 1,
      visitors,
      visitHours: hours,
    });
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { activities: 6, visitors: 22 + 20 + 10 + 25 + 12 + 3, visitHours: 4 * 1.5 },
      groups: [
        { label: dayGroup('Y-01-25'), subtotal: one(22, 1.5), rows: ['v5'] },
        { label: dayGroup('Y-02-10'), subtotal: one(20, 0), rows: ['w1'] },
        { label: dayGroup('Y-03-01'), subtotal: one(10, 1.5), rows: ['o1'] },
        { label: dayGroup('Y-03-20'), subtotal: one(25, 1.5), rows: ['v1'] },
        { label: dayGroup('Y-03-25'), subtotal: one(12, 1.5), rows: ['b1'] },
        { label: dayGroup('Y-05-16'), subtotal: one(3, 0), rows: ['f1'] },
      ],
    });
    expect(doc.root.children[3]?.rows).toEqual([
      {
        id: fx.orders.v1,
        agreedTime: '10:00',
        activityName: 'Visita a la planta de La Zoreda',
        visitType: 'VISITA ESTANDAR',
        visitHours: 1.5,
        entityName: 'Colegio Público La Ería',
        council: 'Oviedo',
        visitors: 25,
        bus: true,
        pickup: 'Plaza de la Escandalera 9:30',
        applicant: 'Lucía Fernández García',
        userPhone: '985111111',
      },
    ]);
  });

  it('gives the sheet of one day when the range is that day', async () => {
    const oneDay = `20/03/${Y}`;
    const doc = await run(fx.admin, 23, { startDate: oneDay, endDate: oneDay });
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { activities: 1, visitors: 25, visitHours: 1.5 },
      groups: [
        {
          label: dayGroup('Y-03-20'),
          subtotal: { activities: 1, visitors: 25, visitHours: 1.5 },
          rows: ['v1'],
        },
      ],
    });
  });

  it("gives a gestor its own campaigns' days only", async () => {
    const doc = await run(fx.gestorB, 23);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { activities: 2, visitors: 32, visitHours: 1.5 },
      groups: [
        {
          label: dayGroup('Y-02-10'),
          subtotal: { activities: 1, visitors: 20, visitHours: 0 },
          rows: ['w1'],
        },
        {
          label: dayGroup('Y-03-25'),
          subtotal: { activities: 1, visitors: 12, visitHours: 1.5 },
          rows: ['b1'],
        },
      ],
    });
  });
});

describe('25 · Beneficiarios del servicio de autobús', () => {
  it("lists each council's trips by bus by the day done, with participants and cost", async () => {
    const doc = await run(fx.admin, 25);
    expect(doc).toMatchObject({ orderCount: 4, orientation: 'portrait', pageBreakLevel: 0 });
    expect(doc.levels).toEqual([{ key: 'council', header: 'Concejo' }]);
    expect(doc.measures.map((m) => [m.key, m.header])).toEqual([
      ['trips', 'Viajes'],
      ['visitors', 'Participantes'],
      ['busCost', 'Coste autobús'],
    ]);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Fecha',
      'Entidad',
      'Actividad',
      'Participantes',
      'Coste de bus',
    ]);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { trips: 4, visitors: 22 + 10 + 25 + 12, busCost: 90 + 120.5 + 80 },
      groups: [
        { label: 'Gijón', subtotal: { trips: 1, visitors: 22, busCost: 90 }, rows: ['v5'] },
        // o1's cost is not known: it adds nothing.
        {
          label: 'Oviedo',
          subtotal: { trips: 2, visitors: 35, busCost: 120.5 },
          rows: ['o1', 'v1'],
        },
        { label: 'Siero', subtotal: { trips: 1, visitors: 12, busCost: 80 }, rows: ['b1'] },
      ],
    });
    expect(doc.root.children[1]?.rows[0]).toEqual({
      id: fx.orders.o1,
      doneDate: day('Y-03-01'),
      entityName: 'Colegio Público La Ería',
      activityName: 'Visita online al vertedero',
      visitors: 10,
      busCost: null,
    });
  });

  it("gives a gestor its own campaigns' trips only", async () => {
    const doc = await run(fx.gestorA, 25);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { trips: 3, visitors: 57, busCost: 210.5 },
      groups: [
        { label: 'Gijón', subtotal: { trips: 1, visitors: 22, busCost: 90 }, rows: ['v5'] },
        {
          label: 'Oviedo',
          subtotal: { trips: 2, visitors: 35, busCost: 120.5 },
          rows: ['o1', 'v1'],
        },
      ],
    });
  });
});

describe('26 · Programación de autobuses', () => {
  it('prints each day on its page, its buses by agreed hour', async () => {
    const doc = await run(fx.admin, 26);
    expect(doc).toMatchObject({
      orderCount: 4,
      orientation: 'landscape',
      pageBreakLevel: 1,
      levels: [{ key: 'day', header: 'Día' }],
    });
    expect(doc.measures.map((m) => [m.key, m.header])).toEqual([
      ['buses', 'Autobuses'],
      ['visitors', 'Participantes'],
    ]);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Hora acordada',
      'Hora y lugar de recogida',
      'Entidad',
      'Dirección',
      'Localidad',
      'Concejo',
      'Actividad',
      'Participantes',
      'Contacto',
      'Teléfono',
    ]);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { buses: 4, visitors: 69 },
      groups: [
        { label: dayGroup('Y-01-25'), subtotal: { buses: 1, visitors: 22 }, rows: ['v5'] },
        { label: dayGroup('Y-03-01'), subtotal: { buses: 1, visitors: 10 }, rows: ['o1'] },
        { label: dayGroup('Y-03-20'), subtotal: { buses: 1, visitors: 25 }, rows: ['v1'] },
        { label: dayGroup('Y-03-25'), subtotal: { buses: 1, visitors: 12 }, rows: ['b1'] },
      ],
    });
    expect(doc.root.children[3]?.rows[0]).toEqual({
      id: fx.orders.b1,
      agreedTime: '11:00',
      pickup: null,
      entityName: 'Asociación Vecinal El Carbayu',
      entityAddress: '',
      entityCity: '',
      council: 'Siero',
      activityName: 'Visita al aula de la naturaleza',
      visitors: 12,
      applicant: 'Inés Martínez López',
      userPhone: '=985555555',
    });
  });

  it("gives a gestor its own campaigns' buses only", async () => {
    const doc = await run(fx.gestorA, 26);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { buses: 3, visitors: 57 },
      groups: [
        { label: dayGroup('Y-01-25'), subtotal: { buses: 1, visitors: 22 }, rows: ['v5'] },
        { label: dayGroup('Y-03-01'), subtotal: { buses: 1, visitors: 10 }, rows: ['o1'] },
        { label: dayGroup('Y-03-20'), subtotal: { buses: 1, visitors: 25 }, rows: ['v1'] },
      ],
    });
  });
});
