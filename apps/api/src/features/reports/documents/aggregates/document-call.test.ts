import { ReportDocument } from '@extranet/shared/reports/document';
import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateLines } from '../../../../../test/aggregate-lines.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { reportUrl, runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';

/**
 * `format=document` of `reportorder/list/by-filter` (docs/product/reporting.md#calls,
 * docs/product/reporting.md#documents) on the report fixture: what every document carries, who
 * may ask for one, and in which formats.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

describe('a document', () => {
  it('carries its title, the filter in words, who made it, when and in which zone', async () => {
    const before = Date.now();
    const res = await t.as(fx.gestorA).get(reportUrl(19, { format: 'document' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const document = res.json<ReportDocument>();
    expect(document).toMatchObject({
      reportId: 19,
      title: 'Agrupación por concejo',
      filterLines: ['Estados: Aceptada, Realizada', `Fechas de solicitud: 01/01/${Y} – 31/12/${Y}`],
      generatedBy: 'Gestora Uno',
      timeZone: 'Europe/Madrid',
      orderCount: 17,
      limited: false,
      layout: 'table',
      orientation: 'portrait',
      pageBreakLevel: 0,
    });
    const made = Date.parse(document.generatedAt);
    expect(made).toBeGreaterThanOrEqual(before - 1000);
    expect(made).toBeLessThanOrEqual(Date.now());
  });

  it('is what the reply schema describes, for every aggregate type', async () => {
    // The route writes documents past the schema (routes.ts says why): the schema is held here.
    for (const id of [3, 4, 5, 15, 16, 34, 17, 18, 19, 20, 38]) {
      const document = await runDocumentReport(t, fx.admin, id, { isHistoric: 'true' });
      expect(ReportDocument.parse(document), String(id)).toEqual(document);
    }
  });

  it('has a TOTAL of nothing when no order matches', async () => {
    const document = await runDocumentReport(t, fx.admin, 4, {
      isHistoric: 'true',
      startDate: '01/01/2000',
      endDate: '31/12/2000',
    });
    expect(document.orderCount).toBe(0);
    expect(document.root).toEqual({
      level: 0,
      label: 'TOTAL',
      rows: [],
      children: [],
      subtotal: { requests: 0, visitors: 0 },
    });
  });

  it("counts only the caller's organization's orders", async () => {
    const foreign = await runDocumentReport(t, fx.foreignAdmin, 3);
    expect(aggregateLines(foreign)).toEqual([
      'TOTAL: 1 / 9',
      '  Visita a otra planta · Ext 1: 1 / 9',
      `    - ${Y} / 1 / 9`,
    ]);
  });
});

describe('who may ask for a document, and in which format', () => {
  it('refuses an anonymous caller (401) and a participant (403)', async () => {
    const url = reportUrl(3, { format: 'document' });
    expect((await t.anon.get(url)).statusCode).toBe(401);
    expect((await t.as(fx.participant).get(url)).statusCode).toBe(403);
  });

  it('refuses a document of a list, and a list format of a document', async () => {
    for (const [id, format] of [
      [6, 'document'],
      [3, 'json'],
      [3, 'csv'],
      [38, 'ics'],
    ] as const) {
      const res = await t.as(fx.admin).get(reportUrl(id, { format }));
      expect(res.statusCode, `${id} ${format}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation',
        fields: { format: expect.any(String) },
      });
    }
  });
});
