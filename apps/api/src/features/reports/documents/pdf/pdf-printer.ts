import type { ReportDocument } from '@extranet/shared/reports/document';
import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** A page opened for one PDF, in a context of its own, with the browser it belongs to. */
interface PrintPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One headless Chromium shared by every request: started on the first PDF (a server that never
 * prints never starts it), started again on the next one if it died, closed with the app.
 * Each PDF gets a context of its own (no cookies or cache shared between callers) with
 * JavaScript off and every request aborted: the page is built from what users typed, and
 * needs neither (`renderReportDocument` writes it self-contained). Opening a context and its page
 * starts a renderer, a third of a second on a busy machine: once a PDF is printed, the next one's
 * is opened (never used before), so that only the first PDF waits for it.
 */
export function createPdfPrinter(
  launch: BrowserLauncher,
  log: Pick<FastifyBaseLogger, 'error'>,
): PdfPrinter {
  let browser: Promise<Browser> | undefined;
  /** The page the next PDF prints on, opened after the last one. */
  let next: Promise<PrintPage> | undefined;
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

  /** A page for one PDF: its own context, JavaScript off, every request aborted, print media. */
  async function openPage(b: Browser): Promise<PrintPage> {
    const context = await b
      .newContext({ javaScriptEnabled: false, offline: true })
      .catch((err: unknown) => {
        throw b.isConnected() ? err : unavailable();
      });
    try {
      await context.route('**', (route) => route.abort());
      const page = await context.newPage();
      // Laid out for print from the start: a layout for the screen first would be thrown away
      // (docs/product/reporting.md#documents-at-scale).
      await page.emulateMedia({ media: 'print' });
      return { browser: b, context, page };
    } catch (err) {
      await context.close().catch(() => undefined);
      throw b.isConnected() ? err : unavailable();
    }
  }

  /** The page opened after the last PDF, if it is of the running browser; otherwise a new one. */
  async function takePage(b: Browser): Promise<PrintPage> {
    // Taken before anything is awaited: two PDFs at once never share it.
    const taken = next;
    next = undefined;
    const ready = await taken?.catch(() => undefined);
    if (ready?.browser === b && b.isConnected() && !ready.page.isClosed()) return ready;
    void ready?.context.close().catch(() => undefined);
    return openPage(b);
  }

  async function print(html: string, orientation: ReportDocument['orientation']) {
    const b = await running();
    const { context, page } = await takePage(b);
    try {
      // Printed once its HTML is read: the page has nothing to load.
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
      // Neither waits for the PDF to be sent.
      void context.close().catch(() => undefined);
      if (!closed && b.isConnected() && !next) {
        next = openPage(b);
        next.catch(() => undefined);
      }
    }
  }

  return {
    printDocumentPdf: (html, orientation) => inTurn(() => print(html, orientation)),
    async close() {
      closed = true;
      next = undefined;
      const last = browser;
      browser = undefined;
      await last?.then((b) => b.close()).catch(() => undefined);
    },
  };
}
