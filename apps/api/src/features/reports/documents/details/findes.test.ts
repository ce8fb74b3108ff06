import type { ReportDocument } from '@extranet/shared/reports/document';
import type { ReportRow } from '@extranet/shared/reports/list-reply';
import { beforeAll, describe, expect, it } from 'vitest';
import { outline } from '../../../../../test/document-outline.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';

/**
 * Reports 28 to 31, FINDES (docs/product/reporting.md#documents), on the report fixture's outings
 * f1 (accepted, with a companion), f2 (done) and f3 (pending), all of gestor A, by hand.
 */

const t = useTestApp();
let fx: ReportFixture;

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runDocumentReport(t, user, reportId, params);

const ROUTE = 'Ruta de senderismo por Somiedo · 2024/25';

const groupsOf = (doc: ReportDocument) => outline(doc.root, (row) => fx.keyOf(row.id));
/** A person line by its order's key and its kind: 'f1 Acompañante 1'. */
const lineName = (row: ReportRow) => `${fx.keyOf(row.orderId)} ${String(row.personType)}`;

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });
/** A fixture day as a day group reads: 'sábado, 16/05/2026'. */
function dayGroup(text: string): string {
  const ymd = day(text);
  const [year, month, date] = ymd.split('-');
  return `${weekday.format(new Date(`${ymd}T00:00:00Z`))}, ${date}/${month}/${year}`;
}

describe('28 · FINDES por fecha de realización', () => {
  it('lists the outings by the day done, then activity', async () => {
    const doc = await run(fx.admin, 28);
    expect(doc).toMatchObject({
      orderCount: 2,
      orientation: 'landscape',
      pageBreakLevel: 0,
      levels: [
        { key: 'day', header: 'Día' },
        { key: 'activity', header: 'Actividad' },
      ],
      measures: [
        { key: 'requests', header: 'Solicitudes' },
        { key: 'visitors', header: 'Participantes' },
      ],
    });
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Id',
      'Solicitante',
      'DNI',
      'Teléfono',
      'Email',
      'Concejo',
      'Participantes',
      'Estado',
    ]);
    // f3 is pending: not among the accepted and done.
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 2, visitors: 5 },
      groups: [
        {
          label: dayGroup('Y-05-16'),
          subtotal: { requests: 1, visitors: 3 },
          groups: [{ label: ROUTE, subtotal: { requests: 1, visitors: 3 }, rows: ['f1'] }],
        },
        {
          label: dayGroup('Y-05-30'),
          subtotal: { requests: 1, visitors: 2 },
          groups: [{ label: ROUTE, subtotal: { requests: 1, visitors: 2 }, rows: ['f2'] }],
        },
      ],
    });
    expect(doc.root.children[0]?.children[0]?.rows[0]).toEqual({
      id: fx.orders.f1,
      applicant: 'Pablo Díaz Rodríguez',
      userDni: fx.people.pablo.username,
      userPhone: '985444444',
      userMail: fx.people.pablo.email,
      council: null,
      visitors: 3,
      state: 'Aceptada',
    });
  });

  it("gives a gestor nothing of another gestor's outings", async () => {
    const doc = await run(fx.gestorB, 28);
    expect(doc).toMatchObject({ orderCount: 0, root: { rows: [], children: [] } });
    expect(doc.root.subtotal).toEqual({ requests: 0, visitors: 0 });
  });
});

describe('29 · FINDES por fecha de solicitud', () => {
  it('lists each activity in order of arrival, numbered', async () => {
    const doc = await run(fx.gestorA, 29);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Nº',
      'Id',
      'Fecha y hora de solicitud',
      'Solicitante',
      'DNI',
      'Teléfono',
      'Email',
      'Participantes',
      'Estado',
    ]);
    expect(doc).toMatchObject({ orderCount: 3, levels: [{ key: 'activity' }] });
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 3, visitors: 13 },
      groups: [{ label: ROUTE, subtotal: { requests: 3, visitors: 13 }, rows: ['f1', 'f2', 'f3'] }],
    });
    const rows = doc.root.children[0]?.rows ?? [];
    expect(rows.map((row) => [row.arrival, row.requestedAt])).toEqual([
      // 20:00, 21:30 and 10:00 in Madrid, in summer time.
      [1, `${day('Y-04-20')}T18:00:00Z`],
      [2, `${day('Y-05-02')}T19:30:00Z`],
      [3, `${day('Y-05-10')}T08:00:00Z`],
    ]);
    expect(rows[2]).toEqual({
      arrival: 3,
      id: fx.orders.f3,
      requestedAt: `${day('Y-05-10')}T08:00:00Z`,
      applicant: 'Inés Martínez López',
      userDni: fx.people.ines.username,
      userPhone: '=985555555',
      userMail: fx.people.ines.email,
      visitors: 8,
      state: 'Pendiente',
    });
  });

  it('numbers the requests the filter keeps', async () => {
    const doc = await run(fx.admin, 29, { orderState: '1' });
    expect(doc.root.children[0]?.rows.map((row) => [fx.keyOf(row.id), row.arrival])).toEqual([
      ['f3', 1],
    ]);
  });
});

describe('30 · FINDES por solicitud con acompañantes', () => {
  it("lists each request's holder and companions, counting requests and people", async () => {
    const doc = await run(fx.admin, 30);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Nº',
      'Id',
      'Tipo',
      'Persona',
      'DNI',
      'Teléfono',
      'Email',
      'Participantes',
      'Estado',
    ]);
    expect(doc.measures.map((m) => [m.key, m.header])).toEqual([
      ['requests', 'Solicitudes'],
      ['people', 'Personas'],
      ['visitors', 'Participantes'],
    ]);
    expect(doc).toMatchObject({ orderCount: 3, orientation: 'landscape' });
    expect(outline(doc.root, lineName)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 3, people: 4, visitors: 13 },
      groups: [
        {
          label: ROUTE,
          subtotal: { requests: 3, people: 4, visitors: 13 },
          rows: ['f1 Titular', 'f1 Acompañante 1', 'f2 Titular', 'f3 Titular'],
        },
      ],
    });
    const [holder, companion] = doc.root.children[0]?.rows ?? [];
    expect(holder).toEqual({
      arrival: 1,
      id: fx.orders.f1,
      personType: 'Titular',
      person: 'Pablo Díaz Rodríguez',
      userDni: fx.people.pablo.username,
      userPhone: '985444444',
      userMail: fx.people.pablo.email,
      visitors: 3,
      state: 'Aceptada',
      orderId: fx.orders.f1,
    });
    expect(companion).toEqual({
      arrival: null,
      id: null,
      personType: 'Acompañante 1',
      person: 'Ana Díaz',
      userDni: null,
      userPhone: null,
      userMail: null,
      visitors: null,
      state: null,
      orderId: fx.orders.f1,
    });
  });

  it("gives a gestor nothing of another gestor's outings", async () => {
    const doc = await run(fx.gestorB, 30);
    expect(doc.root.subtotal).toEqual({ requests: 0, people: 0, visitors: 0 });
  });
});

describe('31 · FINDES por realización con acompañantes', () => {
  it('lists the people of the outings by the day done, then activity', async () => {
    const doc = await run(fx.gestorA, 31);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Id',
      'Tipo',
      'Persona',
      'DNI',
      'Teléfono',
      'Email',
      'Concejo',
      'Participantes',
      'Estado',
    ]);
    expect(doc.orderCount).toBe(2);
    expect(outline(doc.root, lineName)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 2, people: 3, visitors: 5 },
      groups: [
        {
          label: dayGroup('Y-05-16'),
          subtotal: { requests: 1, people: 2, visitors: 3 },
          groups: [
            {
              label: ROUTE,
              subtotal: { requests: 1, people: 2, visitors: 3 },
              rows: ['f1 Titular', 'f1 Acompañante 1'],
            },
          ],
        },
        {
          label: dayGroup('Y-05-30'),
          subtotal: { requests: 1, people: 1, visitors: 2 },
          groups: [
            {
              label: ROUTE,
              subtotal: { requests: 1, people: 1, visitors: 2 },
              rows: ['f2 Titular'],
            },
          ],
        },
      ],
    });
    expect(doc.root.children[1]?.children[0]?.rows[0]).toMatchObject({
      person: 'Marta Suárez Prieto',
      council: 'Avilés',
      state: 'Realizada',
    });
  });
});
