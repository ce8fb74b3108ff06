import { documentFileName } from '@extranet/shared/reports/document-csv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/shared/save-file';
import { json, useFakeApi } from '@/test/fake-api';
import { testReportDocument } from '@/test/report-document';
import { printReport } from './print-report';
import { WAITING_PAGE } from './report-window';

vi.mock('@/shared/save-file', () => ({ saveFile: vi.fn() }));

// The renderer is the shared one's business: here, a page with its three buttons and the status
// line (or none), so that what the screen does with them is all that is tested.
const rendered = vi.hoisted(() => ({ status: true }));
vi.mock('@extranet/shared/reports/render-document', () => ({
  renderReportDocument: (doc: { title: string }, options: { controls: boolean }) =>
    `<!doctype html><html lang="es"><head><title>${doc.title}</title></head><body>` +
    (options.controls
      ? '<button id="report-print">Imprimir</button><button id="report-csv">Descargar CSV</button>' +
        `<button id="report-pdf">Descargar PDF</button>${rendered.status ? '<p role="status"></p>' : ''}`
      : '') +
    '<table><tr><td>TOTAL</td></tr></table></body></html>',
}));

/** A window as the screen handles it: a real document, and what it calls on the window. */
function fakeWindow() {
  const win = {
    document: document.implementation.createHTMLDocument(''),
    closed: false,
    close: vi.fn(() => {
      win.closed = true;
    }),
    print: vi.fn(),
  };
  return win;
}

const query = { reportId: 3, isHistoric: false, orderState: '2,5', startDate: '01/01/2026' };
const pdfBytes = '%PDF-1.7 informe';

// docs/product/reporting.md#documents
describe('FILTRAR on a printable report', () => {
  let answer: (params: URLSearchParams) => Response;
  const calls = useFakeApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/reportorder/list/by-filter'
      ? answer(url.searchParams)
      : undefined,
  );
  const runs = (format: string) =>
    calls.map((c) => c.url.searchParams).filter((params) => params.get('format') === format);
  let win: ReturnType<typeof fakeWindow>;
  const button = (id: string) => win.document.getElementById(id) as HTMLButtonElement;

  beforeEach(() => {
    win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    rendered.status = true;
    answer = (params) =>
      params.get('format') === 'pdf'
        ? new Response(pdfBytes, { headers: { 'content-type': 'application/pdf' } })
        : json(testReportDocument());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(saveFile).mockClear();
  });

  it('opens the window in the click, saying the report is being made, before asking', async () => {
    const printing = printReport(query);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.documentElement.lang).toBe('es');
    expect(win.document.title).toBe('Generando informe…');
    expect(win.document.body.textContent).toBe('Generando informe…');
    expect(WAITING_PAGE).not.toContain('<script');
    await printing;
    const [asked] = calls;
    expect(vi.mocked(window.open).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(fetch).mock.invocationCallOrder[0] ?? 0,
    );
    // The list's filter, as the document's model.
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      reportId: '3',
      isHistoric: 'false',
      orderState: '2,5',
      startDate: '01/01/2026',
      format: 'document',
    });
  });

  it('asks nothing when the browser blocks the window', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    expect(await printReport(query)).toEqual({ outcome: 'blocked' });
    expect(calls).toHaveLength(0);
  });

  it('closes the window when no order matches', async () => {
    answer = () => json(testReportDocument({ orderCount: 0 }));
    expect(await printReport(query)).toMatchObject({ outcome: 'empty' });
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it("closes the window on a failure, which it passes on in the server's words", async () => {
    answer = () => json({ error: 'invalid report id', message: 'reportID no válido' }, 400);
    await expect(printReport(query)).rejects.toThrow('reportID no válido');
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it('writes the document into the window, whose buttons print and save its files', async () => {
    const doc = testReportDocument();
    expect(await printReport(query)).toEqual({ outcome: 'shown', doc });
    expect(win.close).not.toHaveBeenCalled();
    expect(win.document.title).toBe(doc.title);
    expect(win.document.body.textContent).toContain('TOTAL');

    button('report-print').click();
    expect(win.print).toHaveBeenCalledTimes(1);

    button('report-csv').click();
    const [csv, csvName, csvPage] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(csvName).toBe(documentFileName(doc, 'csv'));
    expect(csv?.type).toBe('text/csv;charset=utf-8');
    const csvBytes = new Uint8Array(await (csv as Blob).arrayBuffer());
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Saved from the document's window, where it was asked for.
    expect(csvPage).toBe(win.document);

    button('report-pdf').click();
    expect(button('report-pdf').disabled).toBe(true);
    expect(win.document.querySelector('[role="status"]')?.textContent).toBe('Generando PDF…');
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    const [pdf, pdfName, pdfPage] = vi.mocked(saveFile).mock.calls[1] ?? [];
    expect(await (pdf as Blob).text()).toBe(pdfBytes);
    expect(pdfName).toBe(documentFileName(doc, 'pdf'));
    expect(pdfPage).toBe(win.document);
    expect(Object.fromEntries(runs('pdf')[0] ?? [])).toMatchObject({
      reportId: '3',
      orderState: '2,5',
      startDate: '01/01/2026',
    });
    await vi.waitFor(() => expect(button('report-pdf').disabled).toBe(false));
    expect(win.document.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it("says a failed PDF's reason in the window's status line, added by the buttons if missing", async () => {
    const failure = 'Se ha producido un error en el servidor';
    await printReport(query);
    const documentAnswer = answer;
    answer = (params) =>
      params.get('format') === 'pdf'
        ? json({ error: 'internal', message: failure }, 500)
        : documentAnswer(params);
    button('report-pdf').click();
    const status = () => win.document.querySelector('[role="status"]');
    await vi.waitFor(() => expect(status()?.textContent).toBe(failure));
    expect(button('report-pdf').disabled).toBe(false);
    expect(saveFile).not.toHaveBeenCalled();

    rendered.status = false;
    await printReport(query);
    expect(status()?.previousElementSibling?.id).toBe('report-pdf');
    button('report-pdf').click();
    await vi.waitFor(() => expect(status()?.textContent).toBe(failure));
  });
});
