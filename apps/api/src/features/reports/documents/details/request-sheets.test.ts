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
 * Reports 21, 22 and 24, the Relaciones de solicitudes (docs/product/reporting.md#documents), on
 * the report fixture: this year's pending, accepted and done requests (30 of organization 1, 22
 * of them gestor A's), their groups, rows and figures written by hand.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runDocumentReport(t, user, reportId, params);

/** The document's groups with its rows by fixture key. */
const groupsOf = (doc: ReportDocument) => outline(doc.root, (row) => fx.keyOf(row.id));

describe('21 · Relación de solicitudes entre fechas', () => {
  it('lists the requests by month of their day, then day and id', async () => {
    const doc = await run(fx.admin, 21);
    expect(doc).toMatchObject({
      reportId: 21,
      title: 'Relación de solicitudes entre fechas',
      orderCount: 30,
      limited: false,
      layout: 'table',
      orientation: 'landscape',
      pageBreakLevel: 0,
      levels: [{ key: 'month', header: 'Mes' }],
      chart: null,
      measures: [
        { key: 'requests', header: 'Solicitudes', type: 'int' },
        { key: 'visitors', header: 'Participantes', type: 'int' },
      ],
    });
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Actividad',
      'Entidad',
      'Concejo',
      'Solicitante',
      'Estado',
      'Participantes',
    ]);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 30, visitors: 557 },
      groups: [
        {
          label: `enero ${Y}`,
          subtotal: { requests: 4, visitors: 11 + 20 + 30 + 12 },
          rows: ['c01', 'w1', 'v2', 'c02'],
        },
        {
          label: `febrero ${Y}`,
          subtotal: { requests: 7, visitors: 13 + 35 + 25 + 10 + 14 + 60 + 40 },
          rows: ['c03', 'w2', 'v1', 'o1', 'c04', 'm1', 'r1'],
        },
        {
          label: `marzo ${Y}`,
          subtotal: { requests: 5, visitors: 12 + 4 + 45 + 16 + 100 },
          rows: ['b1', 'v3', 'm2', 'c06', 'r2'],
        },
        {
          label: `abril ${Y}`,
          subtotal: { requests: 3, visitors: 2 + 17 + 3 },
          rows: ['b2', 'c07', 'f1'],
        },
        {
          label: `mayo ${Y}`,
          subtotal: { requests: 5, visitors: 2 + 19 + 1 + 8 + 20 },
          rows: ['f2', 'c09', 'o2', 'f3', 'c10'],
        },
        // m3 and c11 share a day: the older id first. The surveys have no participants.
        {
          label: `junio ${Y}`,
          subtotal: { requests: 4, visitors: 12 + 21 },
          rows: ['m3', 'c11', 's1', 's2'],
        },
        { label: `julio ${Y}`, subtotal: { requests: 1, visitors: 5 }, rows: ['r3'] },
        { label: `octubre ${Y}`, subtotal: { requests: 1, visitors: 0 }, rows: ['w3'] },
      ],
    });
    expect(doc.root.children[0]?.rows[0]).toEqual({
      id: fx.orders.c01,
      date: day('Y-01-08'),
      activityName: 'Charla sobre reciclaje',
      entityName: 'Colegio Público La Ería',
      council: 'Oviedo',
      applicant: 'Lucía Fernández García',
      state: 'Aceptada',
      visitors: 11,
    });
  });

  it("gives a gestor its own campaigns' requests, whatever supervisor it names", async () => {
    const doc = await run(fx.gestorA, 21, { supervisorId: String(fx.gestorB.id) });
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 22, visitors: 343 },
      groups: [
        {
          label: `enero ${Y}`,
          subtotal: { requests: 3, visitors: 53 },
          rows: ['c01', 'v2', 'c02'],
        },
        {
          label: `febrero ${Y}`,
          subtotal: { requests: 5, visitors: 122 },
          rows: ['c03', 'v1', 'o1', 'c04', 'm1'],
        },
        { label: `marzo ${Y}`, subtotal: { requests: 3, visitors: 65 }, rows: ['v3', 'm2', 'c06'] },
        { label: `abril ${Y}`, subtotal: { requests: 2, visitors: 20 }, rows: ['c07', 'f1'] },
        {
          label: `mayo ${Y}`,
          subtotal: { requests: 5, visitors: 50 },
          rows: ['f2', 'c09', 'o2', 'f3', 'c10'],
        },
        {
          label: `junio ${Y}`,
          subtotal: { requests: 4, visitors: 33 },
          rows: ['m3', 'c11', 's1', 's2'],
        },
      ],
    });
    expect(doc.orderCount).toBe(22);
  });
});

describe('22 · Relación de solicitudes por actividad', () => {
  it('lists the requests by activity (name, complement, edition), each in order of arrival', async () => {
    const doc = await run(fx.admin, 22);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Entidad',
      'Concejo',
      'Solicitante',
      'Teléfono',
      'Estado',
      'Participantes',
    ]);
    expect(doc).toMatchObject({ orderCount: 30, orientation: 'landscape', pageBreakLevel: 0 });
    expect(doc.levels).toEqual([{ key: 'activity', header: 'Actividad' }]);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 30, visitors: 557 },
      groups: [
        {
          label: 'Charla sobre reciclaje (Secundaria) · 2025/26',
          subtotal: { requests: 9, visitors: 11 + 12 + 13 + 14 + 16 + 17 + 19 + 20 + 21 },
          rows: ['c01', 'c02', 'c03', 'c04', 'c06', 'c07', 'c09', 'c10', 'c11'],
        },
        {
          label: 'Encuesta de satisfacción · 2025/26',
          subtotal: { requests: 2, visitors: 0 },
          rows: ['s1', 's2'],
        },
        {
          label: 'Entrega de materiales educativos (Secundaria) · 2025/26',
          subtotal: { requests: 3, visitors: 60 + 45 + 12 },
          rows: ['m1', 'm2', 'm3'],
        },
        {
          label: 'Recogida selectiva en centros (Adultos) · 2023/24',
          subtotal: { requests: 3, visitors: 40 + 100 + 5 },
          rows: ['r1', 'r2', 'r3'],
        },
        {
          label: 'Ruta de senderismo por Somiedo · 2024/25',
          subtotal: { requests: 3, visitors: 3 + 2 + 8 },
          rows: ['f1', 'f2', 'f3'],
        },
        {
          label: 'Taller de compostaje doméstico (Adultos) · 2023/24',
          subtotal: { requests: 3, visitors: 20 + 35 },
          rows: ['w1', 'w2', 'w3'],
        },
        {
          label: 'Visita a la planta de La Zoreda (Primaria) · 2025/26',
          subtotal: { requests: 3, visitors: 30 + 25 + 4 },
          rows: ['v2', 'v1', 'v3'],
        },
        {
          label: 'Visita al aula de la naturaleza (Infantil) · 2023/24',
          subtotal: { requests: 2, visitors: 12 + 2 },
          rows: ['b1', 'b2'],
        },
        {
          label: 'Visita online al vertedero (Primaria) · 2025/26',
          subtotal: { requests: 2, visitors: 10 + 1 },
          rows: ['o1', 'o2'],
        },
      ],
    });
    expect(doc.root.children[6]?.rows[0]).toEqual({
      id: fx.orders.v2,
      date: day('Y-01-20'),
      entityName: 'IES Número Uno, Gijón',
      council: 'Gijón',
      applicant: 'Óscar Álvarez Menéndez',
      userPhone: '985222222',
      state: 'Realizada',
      visitors: 30,
    });
  });

  it("gives a gestor its own campaigns' activities only", async () => {
    const doc = await run(fx.gestorB, 22);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 8, visitors: 214 },
      groups: [
        {
          label: 'Recogida selectiva en centros (Adultos) · 2023/24',
          subtotal: { requests: 3, visitors: 145 },
          rows: ['r1', 'r2', 'r3'],
        },
        {
          label: 'Taller de compostaje doméstico (Adultos) · 2023/24',
          subtotal: { requests: 3, visitors: 55 },
          rows: ['w1', 'w2', 'w3'],
        },
        {
          label: 'Visita al aula de la naturaleza (Infantil) · 2023/24',
          subtotal: { requests: 2, visitors: 14 },
          rows: ['b1', 'b2'],
        },
      ],
    });
  });
});

describe('24 · Relación de solicitudes por entidad', () => {
  it('lists the requests by entity, with its CIF and council, individuals last', async () => {
    const doc = await run(fx.admin, 24);
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Id',
      'Fecha',
      'Actividad',
      'Solicitante',
      'Estado',
      'Participantes',
    ]);
    expect(doc).toMatchObject({ orderCount: 30, orientation: 'portrait' });
    expect(doc.levels).toEqual([{ key: 'entity', header: 'Entidad' }]);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 30, visitors: 557 },
      groups: [
        {
          label: 'Asociación Vecinal El Carbayu (G33123456) — Siero',
          subtotal: { requests: 4, visitors: 20 + 40 + 12 + 12 },
          rows: ['w1', 'r1', 'b1', 'm3'],
        },
        {
          label: 'Ayuntamiento de Langreo (P3303100C) — Langreo',
          subtotal: { requests: 2, visitors: 35 + 100 },
          rows: ['w2', 'r2'],
        },
        {
          label: 'Club de Montaña Peña Ubiña (G33654321) — Mieres',
          subtotal: { requests: 1, visitors: 8 },
          rows: ['f3'],
        },
        {
          label: 'Colegio Público La Ería (Q-3312345-J) — Oviedo',
          subtotal: { requests: 9, visitors: 11 + 13 + 25 + 10 + 45 + 17 + 19 + 21 },
          rows: ['c01', 'c03', 'v1', 'o1', 'm2', 'c07', 'c09', 'c11', 's1'],
        },
        {
          label: 'IES Número Uno, Gijón (Q3300002B) — Gijón',
          subtotal: { requests: 6, visitors: 30 + 12 + 14 + 60 + 16 + 20 },
          rows: ['v2', 'c02', 'c04', 'm1', 'c06', 'c10'],
        },
        {
          label: 'Particulares (sin entidad)',
          subtotal: { requests: 8, visitors: 4 + 2 + 3 + 2 + 1 + 5 },
          rows: ['v3', 'b2', 'f1', 'f2', 'o2', 's2', 'r3', 'w3'],
        },
      ],
    });
    expect(doc.root.children[5]?.rows[0]).toEqual({
      id: fx.orders.v3,
      date: day('Y-03-05'),
      activityName: 'Visita a la planta de La Zoreda',
      applicant: 'Marta Suárez Prieto',
      state: 'Pendiente',
      visitors: 4,
    });
  });

  it("gives a gestor its own campaigns' requests, entities without any left out", async () => {
    const doc = await run(fx.gestorA, 24);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { requests: 22, visitors: 343 },
      groups: [
        {
          label: 'Asociación Vecinal El Carbayu (G33123456) — Siero',
          subtotal: { requests: 1, visitors: 12 },
          rows: ['m3'],
        },
        {
          label: 'Club de Montaña Peña Ubiña (G33654321) — Mieres',
          subtotal: { requests: 1, visitors: 8 },
          rows: ['f3'],
        },
        {
          label: 'Colegio Público La Ería (Q-3312345-J) — Oviedo',
          subtotal: { requests: 9, visitors: 161 },
          rows: ['c01', 'c03', 'v1', 'o1', 'm2', 'c07', 'c09', 'c11', 's1'],
        },
        {
          label: 'IES Número Uno, Gijón (Q3300002B) — Gijón',
          subtotal: { requests: 6, visitors: 152 },
          rows: ['v2', 'c02', 'c04', 'm1', 'c06', 'c10'],
        },
        {
          label: 'Particulares (sin entidad)',
          subtotal: { requests: 5, visitors: 4 + 3 + 2 + 1 },
          rows: ['v3', 'f1', 'f2', 'o2', 's2'],
        },
      ],
    });
  });
});
