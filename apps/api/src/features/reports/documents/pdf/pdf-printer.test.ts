import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../test/pdf-reading.ts';
import { AppError } from '../../../../plugins/app-error.ts';
import { chromiumLauncher, createPdfPrinter } from './pdf-printer.ts';

const silent = { error: () => undefined };

/** A page made of what a user typed: its script and its picture must stay inert. */
const hostilePage = (pictureUrl = 'http://127.0.0.1:9/foto.png') =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Prueba</title>
<style>@page { size: A4 portrait; }</style></head><body><h1>Relación de solicitudes</h1>
<img src="${pictureUrl}" alt=""><script>document.body.append('SCRIPT EJECUTADO')</script>
<p>TOTAL</p></body></html>`;

/** A local server that counts the requests it gets. */
async function countingServer(): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/foto.png`, hits: () => hits };
}

/** Chromium on a busy two-core machine may take seconds to start. */
describe('the PDF printer', { timeout: 60_000 }, () => {
  it('prints a page without running its script or fetching its picture', async () => {
    const picture = await countingServer();
    const printer = createPdfPrinter(chromiumLauncher('/usr/bin/chromium'), silent);
    try {
      const pdf = await printer.printDocumentPdf(hostilePage(picture.url), 'portrait');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Relación de solicitudes');
      expect(text).toContain('TOTAL');
      expect(text).not.toContain('SCRIPT EJECUTADO');
      expect(picture.hits()).toBe(0);
    } finally {
      await printer.close();
      picture.server.close();
    }
  });

  it('starts Chromium once for many PDFs, and again after it died', async () => {
    const launched: Browser[] = [];
    const launch = chromiumLauncher('/usr/bin/chromium');
    const printer = createPdfPrinter(async () => {
      const browser = await launch();
      launched.push(browser);
      return browser;
    }, silent);
    try {
      await Promise.all([1, 2, 3].map(() => printer.printDocumentPdf(hostilePage(), 'portrait')));
      expect(launched).toHaveLength(1);

      const [first] = launched;
      const died = new Promise((resolve) => first?.once('disconnected', resolve));
      await first?.close();
      await died;
      const pdf = await printer.printDocumentPdf(hostilePage(), 'portrait');
      expect(await pdfText(pdf)).toContain('TOTAL');
      expect(launched).toHaveLength(2);
    } finally {
      await printer.close();
    }
    expect(launched.every((browser) => !browser.isConnected())).toBe(true);
  });

  it('prints each PDF on a page of its own, opened once the PDF before it is printed', async () => {
    const launch = chromiumLauncher('/usr/bin/chromium');
    let contexts = 0;
    /** How many documents each page was given. */
    const written = new Map<Page, number>();
    const printer = createPdfPrinter(async () => {
      const browser = await launch();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        contexts++;
        const context = await newContext(options);
        context.on('page', (page) => {
          const setContent = page.setContent.bind(page);
          page.setContent = (...args) => {
            written.set(page, (written.get(page) ?? 0) + 1);
            return setContent(...args);
          };
        });
        return context;
      };
      return browser;
    }, silent);
    try {
      expect(await pdfText(await printer.printDocumentPdf(hostilePage(), 'portrait'))).toContain(
        'TOTAL',
      );
      // The next PDF's page is opened meanwhile.
      await expect.poll(() => contexts).toBe(2);
      await printer.printDocumentPdf(hostilePage(), 'portrait');
      await expect.poll(() => contexts).toBe(3);
      expect([...written.values()]).toEqual([1, 1]);
    } finally {
      await printer.close();
    }
  });

  it('answers pdf unavailable, and logs why, when Chromium is missing', async () => {
    const logged: unknown[] = [];
    const printer = createPdfPrinter(chromiumLauncher('/nonexistent/chromium'), {
      error: (detail: unknown) => logged.push(detail),
    });
    const refusal: unknown = await printer
      .printDocumentPdf(hostilePage(), 'portrait')
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('pdf unavailable');
    expect(logged).toHaveLength(1);
    // The next PDF tries again: Chromium may have been installed meanwhile.
    await expect(printer.printDocumentPdf(hostilePage(), 'portrait')).rejects.toBeInstanceOf(
      AppError,
    );
    expect(logged).toHaveLength(2);
    await printer.close();
  });
});
