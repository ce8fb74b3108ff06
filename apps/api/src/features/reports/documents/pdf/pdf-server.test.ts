import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../../test/factories.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { reportUrl } from '../../../../../test/report-calls.ts';

/** A server without its Chromium (docs/product/reporting.md#documents): the PDF alone fails. */

const t = useTestApp({ chromiumPath: '/nonexistent/chromium' });

describe('a document as PDF on a server without Chromium', () => {
  it('answers 503 in Spanish, and the document itself still', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const pdf = await t.as(admin).get(reportUrl(3, { format: 'pdf' }));
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({
      error: 'pdf unavailable',
      message: messages.reportPdfUnavailable,
    });
    expect(messages.reportPdfUnavailable).toBe(
      'No se puede generar el PDF en este momento: el servidor no dispone del navegador que lo imprime.',
    );
    const document = await t.as(admin).get(reportUrl(3, { format: 'document' }));
    expect(document.statusCode, document.body).toBe(200);
  });
});
