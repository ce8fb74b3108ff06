import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateLines } from '../../../../../test/aggregate-lines.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import { makeReportFixture, type ReportFixture } from '../../../../../test/report-fixture.ts';

/**
 * Agrupaciones, 17 to 20 (docs/product/reporting.md#documents), on the report fixture, this
 * year's accepted and done orders (the default): every line counted by hand from the fixture's
 * table. Groups read 'label: Solicitudes / Entidades / Participantes', rows '- their columns'.
 */

const t = useTestApp();
let fx: ReportFixture;

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const lines = async (user: { id: number }, id: number) =>
  aggregateLines(await runDocumentReport(t, user, id));

const colegio = 'Colegio Público La Ería';
const ies = 'IES Número Uno, Gijón';
const particulares = 'Particulares (sin entidad)';

describe('17 · Agrupación por concejo y entidad', () => {
  it('gives each council its entities, and how many it has on its subtotal', async () => {
    const document = await runDocumentReport(t, fx.admin, 17);
    expect(document.levels).toEqual([{ key: 'council', header: 'Concejo' }]);
    // An entity's row counts one entity: Entidades is on the subtotals only.
    expect(document.columns.map((column) => column.header)).toEqual([
      'Entidad',
      'Solicitudes',
      'Participantes',
    ]);
    expect(document.measures.map((measure) => measure.header)).toEqual([
      'Solicitudes',
      'Entidades',
      'Participantes',
    ]);
    expect(document.chart).toEqual({ measures: ['requests', 'visitors'], yearKey: null });
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 23 / 4 / 494',
      '  Avilés: 2 / 0 / 3',
      `    - ${particulares} / 2 / 3`,
      '  Gijón: 7 / 1 / 152',
      `    - ${ies} / 6 / 152`,
      `    - ${particulares} / 1 / 0`,
      '  Langreo: 2 / 1 / 135',
      '    - Ayuntamiento de Langreo / 2 / 135',
      '  Oviedo: 7 / 1 / 127',
      `    - ${colegio} / 7 / 127`,
      '  Siero: 3 / 1 / 72',
      '    - Asociación Vecinal El Carbayu / 3 / 72',
      '  Sin concejo: 2 / 0 / 5',
      `    - ${particulares} / 2 / 5`,
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 17)).toEqual([
      'TOTAL: 17 / 2 / 285',
      '  Avilés: 2 / 0 / 3',
      `    - ${particulares} / 2 / 3`,
      '  Gijón: 7 / 1 / 152',
      `    - ${ies} / 6 / 152`,
      `    - ${particulares} / 1 / 0`,
      '  Oviedo: 7 / 1 / 127',
      `    - ${colegio} / 7 / 127`,
      '  Sin concejo: 1 / 0 / 3',
      `    - ${particulares} / 1 / 3`,
    ]);
  });
});

describe('18 · Agrupación por actividad', () => {
  it('gives each campaign (with its edition) its activities', async () => {
    const document = await runDocumentReport(t, fx.admin, 18);
    expect(document.levels).toEqual([{ key: 'campaign', header: 'Campaña' }]);
    expect(document.columns.map((column) => column.header)).toEqual([
      'Actividad',
      'Solicitudes',
      'Entidades',
      'Participantes',
    ]);
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 23 / 4 / 494',
      '  Campaña escolar · 2025/26: 15 / 2 / 280',
      '    - Charla sobre reciclaje (Secundaria) · 2025/26 / 7 / 2 / 109',
      '    - Encuesta de satisfacción · 2025/26 / 2 / 1 / 0',
      '    - Entrega de materiales educativos (Secundaria) · 2025/26 / 2 / 2 / 105',
      '    - Visita a la planta de La Zoreda (Primaria) · 2025/26 / 2 / 2 / 55',
      '    - Visita online al vertedero (Primaria) · 2025/26 / 2 / 1 / 11',
      '  Campaña municipal · 2023/24: 6 / 2 / 209',
      '    - Recogida selectiva en centros (Adultos) · 2023/24 / 2 / 2 / 140',
      '    - Taller de compostaje doméstico (Adultos) · 2023/24 / 2 / 2 / 55',
      '    - Visita al aula de la naturaleza (Infantil) · 2023/24 / 2 / 1 / 14',
      '  Findes en familia · 2024/25: 2 / 0 / 5',
      '    - Ruta de senderismo por Somiedo · 2024/25 / 2 / 0 / 5',
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 18)).toEqual([
      'TOTAL: 17 / 2 / 285',
      '  Campaña escolar · 2025/26: 15 / 2 / 280',
      '    - Charla sobre reciclaje (Secundaria) · 2025/26 / 7 / 2 / 109',
      '    - Encuesta de satisfacción · 2025/26 / 2 / 1 / 0',
      '    - Entrega de materiales educativos (Secundaria) · 2025/26 / 2 / 2 / 105',
      '    - Visita a la planta de La Zoreda (Primaria) · 2025/26 / 2 / 2 / 55',
      '    - Visita online al vertedero (Primaria) · 2025/26 / 2 / 1 / 11',
      '  Findes en familia · 2024/25: 2 / 0 / 5',
      '    - Ruta de senderismo por Somiedo · 2024/25 / 2 / 0 / 5',
    ]);
  });
});

describe('19 · Agrupación por concejo', () => {
  it('gives one row per council under the TOTAL', async () => {
    const document = await runDocumentReport(t, fx.admin, 19);
    expect(document.levels).toEqual([]);
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 23 / 4 / 494',
      '  - Avilés / 2 / 0 / 3',
      '  - Gijón / 7 / 1 / 152',
      '  - Langreo / 2 / 1 / 135',
      '  - Oviedo / 7 / 1 / 127',
      '  - Siero / 3 / 1 / 72',
      '  - Sin concejo / 2 / 0 / 5',
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 19)).toEqual([
      'TOTAL: 17 / 2 / 285',
      '  - Avilés / 2 / 0 / 3',
      '  - Gijón / 7 / 1 / 152',
      '  - Oviedo / 7 / 1 / 127',
      '  - Sin concejo / 1 / 0 / 3',
    ]);
  });

  it("counts only the caller's organization's orders", async () => {
    // The other organization's one order: Xana's, of Oviedo, nine visitors.
    expect(await lines(fx.foreignAdmin, 19)).toEqual([
      'TOTAL: 1 / 0 / 9',
      '  - Oviedo / 1 / 0 / 9',
    ]);
  });
});

describe('20 · Agrupación por tipo de destinatario', () => {
  it('gives one row per target under the TOTAL', async () => {
    expect(await lines(fx.admin, 20)).toEqual([
      'TOTAL: 23 / 4 / 494',
      '  - Asociaciones y colectivos / 3 / 1 / 72',
      '  - Ayuntamientos y entidades públicas / 2 / 1 / 135',
      '  - Centros educativos / 13 / 2 / 279',
      '  - Ciudadanía / 5 / 0 / 8',
    ]);
  });

  it("gives a gestor its own campaigns' orders only", async () => {
    expect(await lines(fx.gestorA, 20)).toEqual([
      'TOTAL: 17 / 2 / 285',
      '  - Centros educativos / 13 / 2 / 279',
      '  - Ciudadanía / 4 / 0 / 6',
    ]);
  });
});
