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
 * 38 · Visitas (docs/product/reporting.md#documents) on the report fixture: the visits done (not
 * the online one) by visit type and month of the day done, counted by hand from the fixture's
 * table. Lines read 'label: Visitas / Participantes / Horas'; a standard visit lasts 1.5 h, a
 * workshop 2.5 h.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y, Y1 } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

describe('38 · Visitas', () => {
  it("gives each visit type the months of this year's visits", async () => {
    const document = await runDocumentReport(t, fx.admin, 38);
    expect(document.levels).toEqual([{ key: 'visitType', header: 'Tipo de visita' }]);
    expect(document.columns.map((column) => [column.key, column.header, column.type])).toEqual([
      ['month', 'Mes', 'text'],
      ['visits', 'Visitas', 'int'],
      ['visitors', 'Participantes', 'int'],
      ['hours', 'Horas', 'hours'],
    ]);
    expect(document.chart).toEqual({ measures: ['visits'], yearKey: null });
    expect(document.orderCount).toBe(5);
    // v6 was done this year but asked for two years ago, outside the request days read.
    expect(aggregateLines(document)).toEqual([
      'TOTAL: 5 / 91 / 9.5',
      '  TALLER: 2 / 32 / 5',
      `    - febrero ${Y} / 1 / 30 / 2.5`,
      `    - abril ${Y} / 1 / 2 / 2.5`,
      '  VISITA ESTANDAR: 3 / 59 / 4.5',
      `    - enero ${Y} / 1 / 22 / 1.5`,
      `    - marzo ${Y} / 2 / 37 / 3`,
    ]);
  });

  it('orders the months across years', async () => {
    expect(
      aggregateLines(await runDocumentReport(t, fx.admin, 38, { startDate: `01/01/${Y1}` })),
    ).toEqual([
      'TOTAL: 7 / 112 / 12.5',
      '  TALLER: 2 / 32 / 5',
      `    - febrero ${Y} / 1 / 30 / 2.5`,
      `    - abril ${Y} / 1 / 2 / 2.5`,
      '  VISITA ESTANDAR: 5 / 80 / 7.5',
      `    - junio ${Y1} / 1 / 18 / 1.5`,
      `    - enero ${Y} / 1 / 22 / 1.5`,
      `    - febrero ${Y} / 1 / 3 / 1.5`,
      `    - marzo ${Y} / 2 / 37 / 3`,
    ]);
  });

  it("gives a gestor its own campaigns' visits only", async () => {
    expect(aggregateLines(await runDocumentReport(t, fx.gestorA, 38))).toEqual([
      'TOTAL: 3 / 77 / 5.5',
      '  TALLER: 1 / 30 / 2.5',
      `    - febrero ${Y} / 1 / 30 / 2.5`,
      '  VISITA ESTANDAR: 2 / 47 / 3',
      `    - enero ${Y} / 1 / 22 / 1.5`,
      `    - marzo ${Y} / 1 / 25 / 1.5`,
    ]);
  });
});
