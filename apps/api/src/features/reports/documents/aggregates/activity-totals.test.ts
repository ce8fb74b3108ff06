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
 * Totales by activity, 3, 4, 5 and 15 (docs/product/reporting.md#documents), on the report
 * fixture: every group, row, subtotal and TOTAL below is counted by hand from the fixture's
 * table. Lines read 'label: Solicitudes / Participantes' and '- Año / Solicitudes /
 * Participantes'.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y, Y1 } = fixtureYears();
/** From the floor of the current view: last year and this one. */
const twoYears = { startDate: `01/01/${Y1}` };

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const lines = async (user: { id: number }, id: number, params: Record<string, string> = {}) =>
  aggregateLines(await runDocumentReport(t, user, id, params));

const charla = 'Charla sobre reciclaje (Secundaria) · 2025/26';
const encuesta = 'Encuesta de satisfacción · 2025/26';
const entrega = 'Entrega de materiales educativos (Secundaria) · 2025/26';
const recogida = 'Recogida selectiva en centros (Adultos) · 2023/24';
const ruta = 'Ruta de senderismo por Somiedo · 2024/25';
const taller = 'Taller de compostaje doméstico (Adultos) · 2023/24';
const planta = 'Visita a la planta de La Zoreda (Primaria) · 2025/26';
const aula = 'Visita al aula de la naturaleza (Infantil) · 2023/24';
const online = 'Visita online al vertedero (Primaria) · 2025/26';

describe('3 · Totales por actividad y año', () => {
  it('gives each activity its years, accepted and done orders by default', async () => {
    const document = await runDocumentReport(t, fx.admin, 3, twoYears);
    expect(document.levels).toEqual([{ key: 'activityName', header: 'Actividad' }]);
    expect(document.columns.map((column) => [column.key, column.header, column.type])).toEqual([
      ['year', 'Año', 'int'],
      ['requests', 'Solicitudes', 'int'],
      ['visitors', 'Participantes', 'int'],
    ]);
    expect(document.chart).toEqual({ measures: ['requests', 'visitors'], yearKey: 'year' });
    expect(document.orderCount).toBe(30);
    // Participantes: the visitors' count of each request form; the survey has none (0).
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 30 / 638',
      `  ${charla}: 10 / 182`,
      `    - ${Y1} / 3 / 73`,
      `    - ${Y} / 7 / 109`,
      `  ${encuesta}: 2 / 0`,
      `    - ${Y} / 2 / 0`,
      `  ${entrega}: 3 / 106`,
      `    - ${Y1} / 1 / 1`,
      `    - ${Y} / 2 / 105`,
      `  ${recogida}: 3 / 170`,
      `    - ${Y1} / 1 / 30`,
      `    - ${Y} / 2 / 140`,
      `  ${ruta}: 2 / 5`,
      `    - ${Y} / 2 / 5`,
      `  ${taller}: 2 / 55`,
      `    - ${Y} / 2 / 55`,
      `  ${planta}: 4 / 95`,
      `    - ${Y1} / 2 / 40`,
      `    - ${Y} / 2 / 55`,
      `  ${aula}: 2 / 14`,
      `    - ${Y} / 2 / 14`,
      `  ${online}: 2 / 11`,
      `    - ${Y} / 2 / 11`,
    ]);
  });

  it("gives a gestor its own campaigns' activities only", async () => {
    expect(await lines(fx.gestorA, 3, twoYears)).toEqual([
      'TOTAL: 23 / 399',
      `  ${charla}: 10 / 182`,
      `    - ${Y1} / 3 / 73`,
      `    - ${Y} / 7 / 109`,
      `  ${encuesta}: 2 / 0`,
      `    - ${Y} / 2 / 0`,
      `  ${entrega}: 3 / 106`,
      `    - ${Y1} / 1 / 1`,
      `    - ${Y} / 2 / 105`,
      `  ${ruta}: 2 / 5`,
      `    - ${Y} / 2 / 5`,
      `  ${planta}: 4 / 95`,
      `    - ${Y1} / 2 / 40`,
      `    - ${Y} / 2 / 55`,
      `  ${online}: 2 / 11`,
      `    - ${Y} / 2 / 11`,
    ]);
  });
});

describe('4 · Totales por actividad, estado y año', () => {
  it('splits each activity by state, in the states’ order, then by year', async () => {
    expect(await lines(fx.admin, 4, twoYears)).toEqual([
      'TOTAL: 38 / 726',
      `  ${charla}: 13 / 241`,
      '    Pendiente: 3 / 59',
      `      - ${Y1} / 1 / 25`,
      `      - ${Y} / 2 / 34`,
      '    Aceptada: 6 / 111',
      `      - ${Y1} / 2 / 49`,
      `      - ${Y} / 4 / 62`,
      '    Realizada: 4 / 71',
      `      - ${Y1} / 1 / 24`,
      `      - ${Y} / 3 / 47`,
      `  ${encuesta}: 2 / 0`,
      '    Aceptada: 2 / 0',
      `      - ${Y} / 2 / 0`,
      `  ${entrega}: 4 / 118`,
      '    Pendiente: 1 / 12',
      `      - ${Y} / 1 / 12`,
      '    Aceptada: 2 / 61',
      `      - ${Y1} / 1 / 1`,
      `      - ${Y} / 1 / 60`,
      '    Realizada: 1 / 45',
      `      - ${Y} / 1 / 45`,
      `  ${recogida}: 4 / 175`,
      '    Pendiente: 1 / 5',
      `      - ${Y} / 1 / 5`,
      '    Aceptada: 2 / 70',
      `      - ${Y1} / 1 / 30`,
      `      - ${Y} / 1 / 40`,
      '    Realizada: 1 / 100',
      `      - ${Y} / 1 / 100`,
      `  ${ruta}: 3 / 13`,
      '    Pendiente: 1 / 8',
      `      - ${Y} / 1 / 8`,
      '    Aceptada: 1 / 3',
      `      - ${Y} / 1 / 3`,
      '    Realizada: 1 / 2',
      `      - ${Y} / 1 / 2`,
      `  ${taller}: 3 / 55`,
      '    Pendiente: 1 / 0',
      `      - ${Y} / 1 / 0`,
      '    Aceptada: 1 / 20',
      `      - ${Y} / 1 / 20`,
      '    Realizada: 1 / 35',
      `      - ${Y} / 1 / 35`,
      `  ${planta}: 5 / 99`,
      '    Pendiente: 1 / 4',
      `      - ${Y} / 1 / 4`,
      '    Aceptada: 2 / 47',
      `      - ${Y1} / 1 / 22`,
      `      - ${Y} / 1 / 25`,
      '    Realizada: 2 / 48',
      `      - ${Y1} / 1 / 18`,
      `      - ${Y} / 1 / 30`,
      `  ${aula}: 2 / 14`,
      '    Aceptada: 1 / 12',
      `      - ${Y} / 1 / 12`,
      '    Realizada: 1 / 2',
      `      - ${Y} / 1 / 2`,
      `  ${online}: 2 / 11`,
      '    Aceptada: 1 / 10',
      `      - ${Y} / 1 / 10`,
      '    Realizada: 1 / 1',
      `      - ${Y} / 1 / 1`,
    ]);
  });

  it("gives a gestor this year's orders of its own campaigns", async () => {
    const document = await runDocumentReport(t, fx.gestorA, 4, {
      supervisorId: String(fx.gestorB.id),
    });
    expect(document.orderCount).toBe(22);
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 22 / 343',
      `  ${charla}: 9 / 143`,
      '    Pendiente: 2 / 34',
      `      - ${Y} / 2 / 34`,
      '    Aceptada: 4 / 62',
      `      - ${Y} / 4 / 62`,
      '    Realizada: 3 / 47',
      `      - ${Y} / 3 / 47`,
      `  ${encuesta}: 2 / 0`,
      '    Aceptada: 2 / 0',
      `      - ${Y} / 2 / 0`,
      `  ${entrega}: 3 / 117`,
      '    Pendiente: 1 / 12',
      `      - ${Y} / 1 / 12`,
      '    Aceptada: 1 / 60',
      `      - ${Y} / 1 / 60`,
      '    Realizada: 1 / 45',
      `      - ${Y} / 1 / 45`,
      `  ${ruta}: 3 / 13`,
      '    Pendiente: 1 / 8',
      `      - ${Y} / 1 / 8`,
      '    Aceptada: 1 / 3',
      `      - ${Y} / 1 / 3`,
      '    Realizada: 1 / 2',
      `      - ${Y} / 1 / 2`,
      `  ${planta}: 3 / 59`,
      '    Pendiente: 1 / 4',
      `      - ${Y} / 1 / 4`,
      '    Aceptada: 1 / 25',
      `      - ${Y} / 1 / 25`,
      '    Realizada: 1 / 30',
      `      - ${Y} / 1 / 30`,
      `  ${online}: 2 / 11`,
      '    Aceptada: 1 / 10',
      `      - ${Y} / 1 / 10`,
      '    Realizada: 1 / 1',
      `      - ${Y} / 1 / 1`,
    ]);
  });
});

/** A group's line at `depth`: 'label: Solicitudes / Participantes'. */
const group = (depth: number, label: string, requests: number, visitors: number) =>
  `${'  '.repeat(depth)}${label}: ${requests} / ${visitors}`;
/** A state group at `depth` holding this year's row alone. */
const stateThisYear = (depth: number, state: string, requests: number, visitors: number) => [
  group(depth, state, requests, visitors),
  `${'  '.repeat(depth + 1)}- ${Y} / ${requests} / ${visitors}`,
];

const colegio = 'Colegio Público La Ería';
const ies = 'IES Número Uno, Gijón';
const asociacion = 'Asociación Vecinal El Carbayu';
const ayto = 'Ayuntamiento de Langreo';
const club = 'Club de Montaña Peña Ubiña';
const particulares = 'Particulares (sin entidad)';

describe('5 · Totales por actividad, entidad, estado y año', () => {
  it("puts each activity's requests made as individuals under 'Particulares (sin entidad)', last", async () => {
    expect(await lines(fx.admin, 5)).toEqual([
      'TOTAL: 30 / 557',
      group(1, charla, 9, 143),
      group(2, colegio, 5, 81),
      ...stateThisYear(3, 'Pendiente', 2, 34),
      ...stateThisYear(3, 'Aceptada', 2, 28),
      ...stateThisYear(3, 'Realizada', 1, 19),
      group(2, ies, 4, 62),
      ...stateThisYear(3, 'Aceptada', 2, 34),
      ...stateThisYear(3, 'Realizada', 2, 28),
      group(1, encuesta, 2, 0),
      group(2, colegio, 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(2, particulares, 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(1, entrega, 3, 117),
      group(2, asociacion, 1, 12),
      ...stateThisYear(3, 'Pendiente', 1, 12),
      group(2, colegio, 1, 45),
      ...stateThisYear(3, 'Realizada', 1, 45),
      group(2, ies, 1, 60),
      ...stateThisYear(3, 'Aceptada', 1, 60),
      group(1, recogida, 3, 145),
      group(2, asociacion, 1, 40),
      ...stateThisYear(3, 'Aceptada', 1, 40),
      group(2, ayto, 1, 100),
      ...stateThisYear(3, 'Realizada', 1, 100),
      group(2, particulares, 1, 5),
      ...stateThisYear(3, 'Pendiente', 1, 5),
      group(1, ruta, 3, 13),
      group(2, club, 1, 8),
      ...stateThisYear(3, 'Pendiente', 1, 8),
      group(2, particulares, 2, 5),
      ...stateThisYear(3, 'Aceptada', 1, 3),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(1, taller, 3, 55),
      group(2, asociacion, 1, 20),
      ...stateThisYear(3, 'Aceptada', 1, 20),
      group(2, ayto, 1, 35),
      ...stateThisYear(3, 'Realizada', 1, 35),
      group(2, particulares, 1, 0),
      ...stateThisYear(3, 'Pendiente', 1, 0),
      group(1, planta, 3, 59),
      group(2, colegio, 1, 25),
      ...stateThisYear(3, 'Aceptada', 1, 25),
      group(2, ies, 1, 30),
      ...stateThisYear(3, 'Realizada', 1, 30),
      group(2, particulares, 1, 4),
      ...stateThisYear(3, 'Pendiente', 1, 4),
      group(1, aula, 2, 14),
      group(2, asociacion, 1, 12),
      ...stateThisYear(3, 'Aceptada', 1, 12),
      group(2, particulares, 1, 2),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(1, online, 2, 11),
      group(2, colegio, 1, 10),
      ...stateThisYear(3, 'Aceptada', 1, 10),
      group(2, particulares, 1, 1),
      ...stateThisYear(3, 'Realizada', 1, 1),
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 5)).toEqual([
      'TOTAL: 22 / 343',
      group(1, charla, 9, 143),
      group(2, colegio, 5, 81),
      ...stateThisYear(3, 'Pendiente', 2, 34),
      ...stateThisYear(3, 'Aceptada', 2, 28),
      ...stateThisYear(3, 'Realizada', 1, 19),
      group(2, ies, 4, 62),
      ...stateThisYear(3, 'Aceptada', 2, 34),
      ...stateThisYear(3, 'Realizada', 2, 28),
      group(1, encuesta, 2, 0),
      group(2, colegio, 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(2, particulares, 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(1, entrega, 3, 117),
      group(2, asociacion, 1, 12),
      ...stateThisYear(3, 'Pendiente', 1, 12),
      group(2, colegio, 1, 45),
      ...stateThisYear(3, 'Realizada', 1, 45),
      group(2, ies, 1, 60),
      ...stateThisYear(3, 'Aceptada', 1, 60),
      group(1, ruta, 3, 13),
      group(2, club, 1, 8),
      ...stateThisYear(3, 'Pendiente', 1, 8),
      group(2, particulares, 2, 5),
      ...stateThisYear(3, 'Aceptada', 1, 3),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(1, planta, 3, 59),
      group(2, colegio, 1, 25),
      ...stateThisYear(3, 'Aceptada', 1, 25),
      group(2, ies, 1, 30),
      ...stateThisYear(3, 'Realizada', 1, 30),
      group(2, particulares, 1, 4),
      ...stateThisYear(3, 'Pendiente', 1, 4),
      group(1, online, 2, 11),
      group(2, colegio, 1, 10),
      ...stateThisYear(3, 'Aceptada', 1, 10),
      group(2, particulares, 1, 1),
      ...stateThisYear(3, 'Realizada', 1, 1),
    ]);
  });
});

describe('15 · Totales por actividad, concejo, estado y año', () => {
  it("reads the entity's council, else the applicant's, and 'Sin concejo' last", async () => {
    expect(await lines(fx.admin, 15)).toEqual([
      'TOTAL: 30 / 557',
      group(1, charla, 9, 143),
      group(2, 'Gijón', 4, 62),
      ...stateThisYear(3, 'Aceptada', 2, 34),
      ...stateThisYear(3, 'Realizada', 2, 28),
      group(2, 'Oviedo', 5, 81),
      ...stateThisYear(3, 'Pendiente', 2, 34),
      ...stateThisYear(3, 'Aceptada', 2, 28),
      ...stateThisYear(3, 'Realizada', 1, 19),
      group(1, encuesta, 2, 0),
      group(2, 'Gijón', 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(2, 'Oviedo', 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(1, entrega, 3, 117),
      group(2, 'Gijón', 1, 60),
      ...stateThisYear(3, 'Aceptada', 1, 60),
      group(2, 'Oviedo', 1, 45),
      ...stateThisYear(3, 'Realizada', 1, 45),
      group(2, 'Siero', 1, 12),
      ...stateThisYear(3, 'Pendiente', 1, 12),
      group(1, recogida, 3, 145),
      group(2, 'Avilés', 1, 5),
      ...stateThisYear(3, 'Pendiente', 1, 5),
      group(2, 'Langreo', 1, 100),
      ...stateThisYear(3, 'Realizada', 1, 100),
      group(2, 'Siero', 1, 40),
      ...stateThisYear(3, 'Aceptada', 1, 40),
      group(1, ruta, 3, 13),
      group(2, 'Avilés', 1, 2),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(2, 'Mieres', 1, 8),
      ...stateThisYear(3, 'Pendiente', 1, 8),
      group(2, 'Sin concejo', 1, 3),
      ...stateThisYear(3, 'Aceptada', 1, 3),
      group(1, taller, 3, 55),
      group(2, 'Langreo', 1, 35),
      ...stateThisYear(3, 'Realizada', 1, 35),
      group(2, 'Oviedo', 1, 0),
      ...stateThisYear(3, 'Pendiente', 1, 0),
      group(2, 'Siero', 1, 20),
      ...stateThisYear(3, 'Aceptada', 1, 20),
      group(1, planta, 3, 59),
      group(2, 'Avilés', 1, 4),
      ...stateThisYear(3, 'Pendiente', 1, 4),
      group(2, 'Gijón', 1, 30),
      ...stateThisYear(3, 'Realizada', 1, 30),
      group(2, 'Oviedo', 1, 25),
      ...stateThisYear(3, 'Aceptada', 1, 25),
      group(1, aula, 2, 14),
      group(2, 'Siero', 1, 12),
      ...stateThisYear(3, 'Aceptada', 1, 12),
      group(2, 'Sin concejo', 1, 2),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(1, online, 2, 11),
      group(2, 'Avilés', 1, 1),
      ...stateThisYear(3, 'Realizada', 1, 1),
      group(2, 'Oviedo', 1, 10),
      ...stateThisYear(3, 'Aceptada', 1, 10),
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 15)).toEqual([
      'TOTAL: 22 / 343',
      group(1, charla, 9, 143),
      group(2, 'Gijón', 4, 62),
      ...stateThisYear(3, 'Aceptada', 2, 34),
      ...stateThisYear(3, 'Realizada', 2, 28),
      group(2, 'Oviedo', 5, 81),
      ...stateThisYear(3, 'Pendiente', 2, 34),
      ...stateThisYear(3, 'Aceptada', 2, 28),
      ...stateThisYear(3, 'Realizada', 1, 19),
      group(1, encuesta, 2, 0),
      group(2, 'Gijón', 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(2, 'Oviedo', 1, 0),
      ...stateThisYear(3, 'Aceptada', 1, 0),
      group(1, entrega, 3, 117),
      group(2, 'Gijón', 1, 60),
      ...stateThisYear(3, 'Aceptada', 1, 60),
      group(2, 'Oviedo', 1, 45),
      ...stateThisYear(3, 'Realizada', 1, 45),
      group(2, 'Siero', 1, 12),
      ...stateThisYear(3, 'Pendiente', 1, 12),
      group(1, ruta, 3, 13),
      group(2, 'Avilés', 1, 2),
      ...stateThisYear(3, 'Realizada', 1, 2),
      group(2, 'Mieres', 1, 8),
      ...stateThisYear(3, 'Pendiente', 1, 8),
      group(2, 'Sin concejo', 1, 3),
      ...stateThisYear(3, 'Aceptada', 1, 3),
      group(1, planta, 3, 59),
      group(2, 'Avilés', 1, 4),
      ...stateThisYear(3, 'Pendiente', 1, 4),
      group(2, 'Gijón', 1, 30),
      ...stateThisYear(3, 'Realizada', 1, 30),
      group(2, 'Oviedo', 1, 25),
      ...stateThisYear(3, 'Aceptada', 1, 25),
      group(1, online, 2, 11),
      group(2, 'Avilés', 1, 1),
      ...stateThisYear(3, 'Realizada', 1, 1),
      group(2, 'Oviedo', 1, 10),
      ...stateThisYear(3, 'Aceptada', 1, 10),
    ]);
  });
});
