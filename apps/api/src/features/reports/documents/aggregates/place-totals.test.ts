import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateLines } from '../../../../../test/aggregate-lines.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';

/**
 * Totales by council and by target, 16 and 34 (docs/product/reporting.md#documents), on the
 * report fixture, this year's pending, accepted and done orders (the default): every line
 * counted by hand from the fixture's table, as 'label: Solicitudes / Participantes'.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const lines = async (user: { id: number }, id: number) =>
  aggregateLines(await runDocumentReport(t, user, id));

/** A group's line at `depth`. */
const group = (depth: number, label: string, requests: number, visitors: number) =>
  `${'  '.repeat(depth)}${label}: ${requests} / ${visitors}`;
/** A state group holding this year's row alone, under a first-level group. */
const state = (label: string, requests: number, visitors: number) => [
  group(2, label, requests, visitors),
  `      - ${Y} / ${requests} / ${visitors}`,
];

describe('16 · Totales por concejo, estado y año', () => {
  it("groups by the entity's council, else the applicant's, 'Sin concejo' last", async () => {
    expect(await lines(fx.admin, 16)).toEqual([
      'TOTAL: 30 / 557',
      group(1, 'Avilés', 4, 12),
      ...state('Pendiente', 2, 9),
      ...state('Realizada', 2, 3),
      group(1, 'Gijón', 7, 152),
      ...state('Aceptada', 4, 94),
      ...state('Realizada', 3, 58),
      group(1, 'Langreo', 2, 135),
      ...state('Realizada', 2, 135),
      group(1, 'Mieres', 1, 8),
      ...state('Pendiente', 1, 8),
      group(1, 'Oviedo', 10, 161),
      ...state('Pendiente', 3, 34),
      ...state('Aceptada', 5, 63),
      ...state('Realizada', 2, 64),
      group(1, 'Siero', 4, 84),
      ...state('Pendiente', 1, 12),
      ...state('Aceptada', 3, 72),
      group(1, 'Sin concejo', 2, 5),
      ...state('Aceptada', 1, 3),
      ...state('Realizada', 1, 2),
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 16)).toEqual([
      'TOTAL: 22 / 343',
      group(1, 'Avilés', 3, 7),
      ...state('Pendiente', 1, 4),
      ...state('Realizada', 2, 3),
      group(1, 'Gijón', 7, 152),
      ...state('Aceptada', 4, 94),
      ...state('Realizada', 3, 58),
      group(1, 'Mieres', 1, 8),
      ...state('Pendiente', 1, 8),
      group(1, 'Oviedo', 9, 161),
      ...state('Pendiente', 2, 34),
      ...state('Aceptada', 5, 63),
      ...state('Realizada', 2, 64),
      group(1, 'Siero', 1, 12),
      ...state('Pendiente', 1, 12),
      group(1, 'Sin concejo', 1, 3),
      ...state('Aceptada', 1, 3),
    ]);
  });
});

describe('34 · Totales por destinatario, estado y año', () => {
  it("groups by the entity's target, requests made as individuals under 'Ciudadanía'", async () => {
    expect(await lines(fx.admin, 34)).toEqual([
      'TOTAL: 30 / 557',
      group(1, 'Asociaciones y colectivos', 4, 84),
      ...state('Pendiente', 1, 12),
      ...state('Aceptada', 3, 72),
      group(1, 'Ayuntamientos y entidades públicas', 2, 135),
      ...state('Realizada', 2, 135),
      group(1, 'Centros educativos', 15, 313),
      ...state('Pendiente', 2, 34),
      ...state('Aceptada', 8, 157),
      ...state('Realizada', 5, 122),
      // The club has no target: its requests count as the citizens'.
      group(1, 'Ciudadanía', 9, 25),
      ...state('Pendiente', 4, 17),
      ...state('Aceptada', 2, 3),
      ...state('Realizada', 3, 5),
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 34)).toEqual([
      'TOTAL: 22 / 343',
      group(1, 'Asociaciones y colectivos', 1, 12),
      ...state('Pendiente', 1, 12),
      group(1, 'Centros educativos', 15, 313),
      ...state('Pendiente', 2, 34),
      ...state('Aceptada', 8, 157),
      ...state('Realizada', 5, 122),
      group(1, 'Ciudadanía', 6, 18),
      ...state('Pendiente', 2, 12),
      ...state('Aceptada', 2, 3),
      ...state('Realizada', 2, 3),
    ]);
  });
});
