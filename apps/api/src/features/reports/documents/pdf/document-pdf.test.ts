import { documentFileName } from '@extranet/shared/reports/document-csv';
import { messages } from '@extranet/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/harness.ts';
import { pdfPages, pdfText } from '../../../../../test/pdf-reading.ts';
import { reportUrl, runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';

/**
 * `format=pdf` (docs/product/reporting.md#documents) on the report fixture: the document's page
 * printed by the server's Chromium, read back with poppler's tools.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y, Y1 } = fixtureYears();
/** From the floor of the current view: last year and this one. */
const twoYears = { startDate: `01/01/${Y1}` };

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const pdfUrl = (reportId: number, params: Record<string, string> = {}) =>
  reportUrl(reportId, { ...params, format: 'pdf' });

/** Chromium starts with the first PDF: seconds on a busy two-core machine. */
describe('a document as PDF', { timeout: 60_000 }, () => {
  it('prints a Totales document with its title, figures and TOTAL, as a download', async () => {
    const res = await t.as(fx.admin).get(pdfUrl(3, twoYears));
    expect(res.statusCode, res.body).toBe(200);
    const doc = await runDocumentReport(t, fx.admin, 3, twoYears);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${documentFileName(doc, 'pdf')}"`,
      'cache-control': 'private, no-store',
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Totales por actividad y año');
    // The same figures as the document's TOTAL (30 requests, 638 participants), and no buttons.
    expect(text).toMatch(/TOTAL\s+30\s+638/);
    expect(text).toContain('Charla sobre reciclaje (Secundaria) · 2025/26');
    expect(text).not.toContain('Imprimir');
    const page = await pdfPages(res.rawPayload);
    expect(page.width).toBeLessThan(page.height);
  });

  it('prints a document of more than seven columns on landscape pages', async () => {
    const doc = await runDocumentReport(t, fx.admin, 21);
    expect(doc.orientation).toBe('landscape');
    const res = await t.as(fx.admin).get(pdfUrl(21));
    expect(res.statusCode, res.body).toBe(200);
    const page = await pdfPages(res.rawPayload);
    expect(page.width).toBeGreaterThan(page.height);
    expect(await pdfText(res.rawPayload)).toContain('Relación de solicitudes entre fechas');
  });

  it('prints a document without rows as it shows, with its TOTAL', async () => {
    const nextYear = { startDate: `01/01/${Y + 1}`, endDate: `31/12/${Y + 1}` };
    const res = await t.as(fx.gestorA).get(pdfUrl(3, nextYear));
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('TOTAL');
  });

  it('refuses the anonymous, a participant and a list type as the other formats do', async () => {
    expect((await t.anon.get(pdfUrl(3))).statusCode).toBe(401);
    expect((await t.as(fx.participant).get(pdfUrl(3))).statusCode).toBe(403);
    const list = await t.as(fx.admin).get(pdfUrl(6));
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({
      error: 'validation',
      fields: { format: messages.validation },
    });
  });
});
