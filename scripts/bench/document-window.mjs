// Part of group `documents` (documents.mjs): FILTRAR on a printable type, on the real report
// screen in headless Chromium, to its window painted with the document's TOTAL row (bar 1.5 s,
// median of RUNS after one warm-up). The administrator (demo user) opens /reportsview of the app
// served in this process, picks the type in the cascader and keeps the screen's defaults. A
// script installed before the app's, on the screen's clock:
//   - the click: the `timeStamp` of the trusted click event on FILTRAR;
//   - the window: window.open wrapped, so that the screen's own window is watched from the
//     screen (being about:blank, it is the screen's origin): once the page written into it holds
//     its TOTAL row, the next frame of that window is waited for, and a task after it (the frame
//     painted, as the calendar's measurement takes it).
// Also shown: the document call from Resource Timing (its start after the click, its time to the
// last byte), then from its last byte to the page written (the model read and checked, the page
// built and parsed) and from there to the frame painted (layout and paint), and the rows.
import { formLogin, loggedInContext } from './chromium.mjs';
import { DEMO } from './processes.mjs';
import { kb, median, ms, report } from './report.mjs';

const RUNS = 5;
const BAR_MS = 1500;
const PAINT_TIMEOUT_MS = 60_000;

/** Installed before the app's scripts: marks the click on FILTRAR and the window painted. */
function observeDocumentWindow() {
  const mark = { click: null, written: null, painted: null, rows: 0 };
  globalThis.__bench = mark;
  globalThis.document.addEventListener(
    'click',
    (event) => {
      const button = event.target.closest?.('button');
      if (button && button.textContent.includes('FILTRAR')) mark.click = event.timeStamp;
    },
    true,
  );
  const open = globalThis.open;
  globalThis.open = function (...args) {
    const win = open.apply(this, args);
    if (!win) return win;
    // The screen writes the whole page in one task (document.open, write, close): the observer
    // runs once it is parsed.
    const observer = new globalThis.MutationObserver(() => {
      if (mark.written !== null || !win.document.querySelector('tr.total')) return;
      mark.written = performance.now();
      mark.rows = win.document.querySelectorAll('tr.row').length;
      observer.disconnect();
      win.requestAnimationFrame(() => setTimeout(() => (mark.painted = performance.now()), 0));
    });
    observer.observe(win.document, { childList: true, subtree: true });
    return win;
  };
}

/** What the screen recorded for the last FILTRAR, with the document call's timing. */
const readMarks = (page) =>
  page.evaluate(() => ({
    ...globalThis.__bench,
    fetches: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('format=document'))
      .map((e) => ({
        url: e.name,
        start: e.startTime,
        end: e.responseEnd,
        bytes: e.encodedBodySize,
      })),
  }));

async function oneRun(page) {
  await page.evaluate(() => {
    Object.assign(globalThis.__bench, { click: null, written: null, painted: null, rows: 0 });
    performance.clearResourceTimings();
  });
  const opening = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  const popup = await opening;
  await page.waitForFunction(() => globalThis.__bench.painted !== null, null, {
    polling: 100,
    timeout: PAINT_TIMEOUT_MS,
  });
  const mark = await readMarks(page);
  await popup.close();
  const fetched = mark.fetches.at(-1);
  if (mark.click === null || !fetched) {
    throw new Error(`the screen did not record the document: ${JSON.stringify(mark)}`);
  }
  return {
    total: mark.painted - mark.click,
    beforeFetch: fetched.start - mark.click,
    fetch: fetched.end - fetched.start,
    toWritten: mark.written - fetched.end,
    toPainted: mark.painted - mark.written,
    rows: mark.rows,
    bytes: fetched.bytes,
    url: fetched.url,
  };
}

/**
 * FILTRAR → the window painted with its TOTAL, for `type` on the screen's defaults; answers the
 * document call the screen made (its path), for the PDF of the same query.
 */
export async function measureDocumentWindow(browser, { store, server }, type) {
  const label = `${store.name} document ${type.id} ${type.key} on screen, admin`;
  console.log(`\n  ${label}`);
  const storage = await formLogin(browser, server.base, DEMO.admin);
  const context = await loggedInContext(browser, storage);
  try {
    await context.addInitScript(observeDocumentWindow);
    const page = await context.newPage();
    await page.goto(`${server.base}/reportsview`);
    // The cascader, as a person searches it (e2e/support/report-screen.ts says why by name).
    await page.getByRole('combobox', { name: 'Tipo de informe' }).fill(type.name);
    await page
      .getByRole('menuitemcheckbox', { name: new RegExp(`^${type.group}.*${type.name}`) })
      .click();
    const runs = [];
    for (let run = 0; run <= RUNS; run++) {
      await store.capture.settle();
      const result = await oneRun(page);
      if (run === 0) continue; // warm-up
      runs.push(result);
      console.log(
        `    run ${run}: click → painted ${ms(result.total, 0)} (click → call ${ms(result.beforeFetch, 0)}, ` +
          `call ${ms(result.fetch, 0)}, page written ${ms(result.toWritten, 0)}, painted ` +
          `${ms(result.toPainted, 0)}; ${result.rows} rows)`,
      );
    }
    const middle = (key) => median(runs.map((r) => r[key]));
    const [first] = runs;
    report(
      `${label}: FILTRAR click → window painted with its TOTAL, median of ${RUNS}`,
      `${ms(middle('total'), 0)} (worst ${ms(Math.max(...runs.map((r) => r.total)), 0)}; medians: ` +
        `click → call ${ms(middle('beforeFetch'), 0)}, call ${ms(middle('fetch'), 0)} for ` +
        `${kb(first.bytes)}, page written ${ms(middle('toWritten'), 0)}, painted ` +
        `${ms(middle('toPainted'), 0)}; ${first.rows} rows)`,
      `≤ ${BAR_MS} ms`,
      middle('total') <= BAR_MS,
    );
    return new URL(first.url).pathname + new URL(first.url).search;
  } finally {
    await context.close();
  }
}
