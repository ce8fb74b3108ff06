import type { ReportDocument } from '@extranet/shared/reports/document';
import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { AppError } from '../../../../plugins/app-error.ts';
import { printSlots } from './print-slots.ts';

/** How long Chromium may take to start on a busy machine before the PDF is given up. */
const LAUNCH_TIMEOUT_MS = 30_000;
/** PDFs printed at the same time; the next wait in line. */
const CONCURRENT_PDFS = 2;

/**
 * A container's Chromium: no GPU, no shared-memory folder of its own size, nothing fetched in the
 * background. Playwright starts it without its sandbox unless asked; the page it prints runs no
 * script and reaches no network, which is what keeps user input harmless here.
 */
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the browser the printer keeps: Chromium at `executablePath`, headless. */
export type BrowserLauncher = () => Promise<Browser>;

export const chromiumLauncher =
  (executablePath: string): BrowserLauncher =>
  () =>
    chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: LAUNCH_TIMEOUT_MS });

export interface PdfPrinter {
  /** The A4 PDF of a self-contained page (docs/product/reporting.md#documents). */
  printDocumentPdf(html: string, orientation: ReportDocument['orientation']): Promise<Buffer>;
  /** Closes the browser; the app's onClose. */
  close(): Promise<void>;
}

const unavailable = () => new AppError('pdf unavailable');

/**
 * One headless Chromium shared by every request: started on the first PDF (a server that never
 * prints never starts it), started again on the next one if it died, closed with the app.
 * Each PDF gets a context of its own (no cookies or cache shared between callers) with
 * JavaScript off and every request aborted: the page is built from what users typed, and
 * needs neither (`renderReportDocument` writes it self-contained).
 */
export function createPdfPrinter(
  launch: BrowserLauncher,
  log: Pick<FastifyBaseLogger, 'error'>,
): PdfPrinter {
  let browser: Promise<Browser> | undefined;
  let closed = false;
  const inTurn = printSlots(CONCURRENT_PDFS);

  function running(): Promise<Browser> {
    if (closed) return Promise.reject(unavailable());
    if (browser) return browser;
    const started = launch().then(
      (b) => {
        b.on('disconnected', () => {
          if (browser === started) browser = undefined;
        });
        return b;
      },
      (err: unknown) => {
        if (browser === started) browser = undefined;
        log.error({ err }, 'report PDF: Chromium did not start');
        throw unavailable();
      },
    );
    browser = started;
    return started;
  }

  async function print(html: string, orientation: ReportDocument['orientation']) {
    const b = await running();
    const context = await b
      .newContext({ javaScriptEnabled: false, offline: true })
      .catch((err: unknown) => {
        throw b.isConnected() ? err : unavailable();
      });
    try {
      await context.route('**', (route) => route.abort());
      const page = await context.newPage();
      // Laid out for print from the start, and printed once its HTML is read: the page has
      // nothing to load, and a layout for the screen first would be thrown away (a tenth of a
      // 5,000-row document's time: docs/product/reporting.md#documents-at-scale).
      await page.emulateMedia({ media: 'print' });
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      return await page.pdf({
        format: 'A4',
        landscape: orientation === 'landscape',
        printBackground: true,
        preferCSSPageSize: true,
      });
    } catch (err) {
      // The browser died under this PDF: the next one starts another.
      if (!b.isConnected()) throw unavailable();
      throw err;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    printDocumentPdf: (html, orientation) => inTurn(() => print(html, orientation)),
    async close() {
      closed = true;
      const last = browser;
      browser = undefined;
      await last?.then((b) => b.close()).catch(() => undefined);
    },
  };
}
