import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../../test/factories.ts';
import { testApp, type TestApp } from '../../../../../test/harness.ts';
import { reportUrl } from '../../../../../test/report-calls.ts';

/**
 * The server's Chromium (docs/product/reporting.md#documents): missing, only the PDF fails; there,
 * it goes when the server closes. Each test builds a server of its own.
 */

const run = promisify(execFile);

/** Chromium processes this test process started (Playwright launches them as its children). */
async function chromiumChildren(): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'args=', '--ppid', String(process.pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout.split('\n').filter((line) => /chrom/i.test(line));
}

async function withServer(chromiumPath: string | undefined, test: (t: TestApp) => Promise<void>) {
  const t = await testApp(chromiumPath ? { chromiumPath } : {});
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

/** Chromium starts with the first PDF: seconds on a busy two-core machine. */
describe('the PDF on the server', { timeout: 90_000 }, () => {
  it('answers 503 in Spanish without Chromium, and the document itself still', () =>
    withServer('/nonexistent/chromium', async (t) => {
      const admin = await makeUser(t.db, { role: Role.Admin });
      const pdf = await t.as(admin).get(reportUrl(3, { format: 'pdf' }));
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json()).toEqual({
        error: 'pdf unavailable',
        message:
          'No se puede generar el PDF en este momento: el servidor no dispone del navegador que lo imprime.',
      });
      expect(pdf.json<{ message: string }>().message).toBe(messages.reportPdfUnavailable);
      const document = await t.as(admin).get(reportUrl(3, { format: 'document' }));
      expect(document.statusCode, document.body).toBe(200);
    }));

  it('closes its Chromium when the server closes', async () => {
    await withServer(undefined, async (t) => {
      const admin = await makeUser(t.db, { role: Role.Admin });
      const pdf = await t.as(admin).get(reportUrl(3, { format: 'pdf' }));
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(await chromiumChildren()).not.toEqual([]);
    });
    expect(await chromiumChildren()).toEqual([]);
  });
});
