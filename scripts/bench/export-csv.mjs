// EXPORTAR of /orderlist (bar 250 ms on the median of 5 runs, after one warm-up): what the web
// does for it (apps/web/src/features/order-list/use-order-list.ts): page 0 of
// `order/list-minimized/by-filter` with `_pagesize=5000`, parsed with the contract, written by
// the shared CSV writer (packages/shared/src/csv/csv.ts) into a Blob and handed to the browser
// as Solicitudes.csv. An administrator (demo user) opens /orderlist of the app served in this
// process, presses FILTRAR, then EXPORTAR through the browser's input pipeline. A script
// installed before the app's records, on the page's clock:
//   - the click: the `timeStamp` of the trusted click event on EXPORTAR;
//   - the fetch: Resource Timing of the 5,000-row call (start to its last byte);
//   - the save: when the app clicks the download link (HTMLAnchorElement.prototype.click of a
//     link with `download`), i.e. the CSV is written and handed over.
// The bar is on click → save: fetching and writing the CSV. Also shown: Playwright's click to
// its `download` event (outside the page, with the protocol's round trips), the API's own time
// for the same call from Node, the file's size and rows (5,000 and the header).
import { readFileSync } from 'node:fs';
import { formLogin, loggedInContext } from './chromium.mjs';
import { DEMO } from './processes.mjs';
import { ms, percentile, report } from './report.mjs';

const RUNS = 5;
const BAR_MS = 250;
const EXPORT_ROWS = 5000;

/** Installed before the app's scripts: marks the click on EXPORTAR and the save. */
function observeExport() {
  const mark = { click: null, saved: null, name: null };
  globalThis.__bench = mark;
  globalThis.document.addEventListener(
    'click',
    (event) => {
      const button = event.target.closest?.('button');
      if (button && button.textContent.includes('EXPORTAR')) mark.click = event.timeStamp;
    },
    true,
  );
  const click = globalThis.HTMLAnchorElement.prototype.click;
  globalThis.HTMLAnchorElement.prototype.click = function () {
    if (this.download) {
      mark.saved = performance.now();
      mark.name = this.download;
    }
    return click.call(this);
  };
}

/** What the page recorded for the last export, with the 5,000-row call's timing. */
const readMarks = (page) =>
  page.evaluate(() => ({
    ...globalThis.__bench,
    fetches: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('_pagesize=5000'))
      .map((e) => ({ start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize })),
  }));

/** The API alone, from Node: the same call with the admin's token (median of 3 after one). */
async function apiAlone(base, token, path) {
  const times = [];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (i > 0) times.push(performance.now() - t0);
  }
  return percentile(Float64Array.from(times).sort(), 50);
}

export async function measureCsvExport(browser, { store, server, users }) {
  const label = `${store.name} EXPORTAR ${EXPORT_ROWS} rows (/orderlist, admin)`;
  console.log(`\n  ${label}`);
  const storage = await formLogin(browser, server.base, DEMO.admin);
  const context = await loggedInContext(browser, storage, { acceptDownloads: true });
  try {
    await context.addInitScript(observeExport);
    const page = await context.newPage();
    await page.goto(`${server.base}/orderlist`);
    const listed = page.waitForResponse(
      (r) => r.url().includes('/api/order/list-minimized/by-filter') && r.status() === 200,
    );
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    await listed;
    const exportButton = page.getByRole('button', { name: 'EXPORTAR' });
    const runs = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.evaluate(() => {
        Object.assign(globalThis.__bench, { click: null, saved: null, name: null });
        performance.clearResourceTimings();
      });
      const t0 = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      const outside = performance.now() - t0;
      const mark = await readMarks(page);
      const fetched = mark.fetches.at(-1);
      if (mark.click === null || mark.saved === null || !fetched) {
        throw new Error(`the page did not record the export: ${JSON.stringify(mark)}`);
      }
      const file = readFileSync(await download.path(), 'utf8');
      const lines = file.split('\r\n').filter(Boolean).length;
      if (lines !== EXPORT_ROWS + 1 || download.suggestedFilename() !== 'Solicitudes.csv') {
        throw new Error(`${download.suggestedFilename()} has ${lines} lines`);
      }
      // The button shows its loading state until the export ends; wait for it to clear.
      await page.waitForFunction(() => !globalThis.document.querySelector('.ant-btn-loading'));
      if (run === 0) continue; // warm-up
      const result = {
        total: mark.saved - mark.click,
        beforeFetch: fetched.start - mark.click,
        fetch: fetched.end - fetched.start,
        afterFetch: mark.saved - fetched.end,
        outside,
        bytes: fetched.bytes,
        fileBytes: Buffer.byteLength(file),
      };
      runs.push(result);
      console.log(
        `    run ${run}: click → saved ${ms(result.total)} (click → fetch ${ms(result.beforeFetch)}, ` +
          `fetch ${ms(result.fetch)}, parse + CSV + Blob ${ms(result.afterFetch)}); ` +
          `Playwright click → download ${ms(outside)}`,
      );
    }
    const sorted = (key) => Float64Array.from(runs.map((r) => r[key])).sort();
    const median = (key) => percentile(sorted(key), 50);
    const worst = Math.max(...runs.map((r) => r.total));
    const api = await apiAlone(
      server.base,
      users.admin.token,
      `/api/order/list-minimized/by-filter?_sort=id&_dir=desc&_page=0&_pagesize=${EXPORT_ROWS}`,
    );
    report(
      `${label}: click → CSV saved, median of ${RUNS}`,
      `${ms(median('total'))} (worst ${ms(worst)}; medians: click → fetch ${ms(median('beforeFetch'))}, ` +
        `fetch ${ms(median('fetch'))} for ${Math.round(runs[0].bytes / 1024)} KB, ` +
        `parse + CSV + Blob ${ms(median('afterFetch'))}; file ${Math.round(runs[0].fileBytes / 1024)} KB, ` +
        `${EXPORT_ROWS} rows; Playwright click → download event ${ms(median('outside'))}; ` +
        `the same call from Node ${ms(api)})`,
      `≤ ${BAR_MS} ms`,
      median('total') <= BAR_MS,
    );
    return { runs, api };
  } finally {
    await context.close();
  }
}
