// Group `documents`: the printable reports' bars (docs/product/reporting.md#documents), on the
// reports data set (REPORTS: 200,000 orders, made once a run and a store by requests-store.mjs,
// shared with the `reports` group), on the embedded store and on PostgreSQL, as the
// administrator:
//   - the heaviest aggregate document of 5, 15 and 17 over every year against its own SQL
//     (document-aggregates.mjs);
//   - the heaviest 5,000-order detail document, 21 or 22 on this year's requests (the one whose
//     call takes longest from Node): FILTRAR on the report screen to its window painted in
//     headless Chromium (document-window.mjs), then its PDF over HTTP (document-pdf.mjs).
import { launchChromium } from './chromium.mjs';
import { documentPath, documentsCode, timedGets } from './document-calls.mjs';
import { measureAggregateDocuments } from './document-aggregates.mjs';
import { measureDocumentPdf } from './document-pdf.mjs';
import { measureDocumentWindow } from './document-window.mjs';
import { storeKinds } from './in-process.mjs';
import { kb, ms, report, reportError } from './report.mjs';
import { REPORTS } from './reports.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';

const DETAILS = [21, 22];
const DETAIL_RUNS = 3;
const DETAIL_ORDERS = 5000;

/** The detail document whose call takes longest, of DETAILS with the screen's defaults. */
async function heaviestDetail({ store, server, users }, code) {
  const headers = { authorization: `Bearer ${users.admin.token}` };
  const measured = [];
  for (const id of DETAILS) {
    const type = code.typeOf(id);
    const path = documentPath(code, type);
    console.log(`\n  ${store.name} document ${id}: GET ${path}`);
    await store.capture.settle();
    const { median, body } = await timedGets(`${server.base}${path}`, headers, DETAIL_RUNS);
    const doc = JSON.parse(body);
    report(
      `${store.name} document ${id} ${type.key}, admin, this year: API median of ${DETAIL_RUNS}`,
      `${ms(median, 0)} (${doc.orderCount} orders${doc.limited ? ', limited' : ''}, ${kb(body.length)})`,
    );
    if (doc.orderCount < DETAIL_ORDERS) {
      console.log(`    only ${doc.orderCount} orders: fewer than the ${DETAIL_ORDERS} of the bars`);
    }
    measured.push({ type, median });
  }
  return measured.reduce((a, b) => (b.median > a.median ? b : a)).type;
}

async function measureStore(kind, browser, code) {
  const ctx = await requestsStore(kind, REPORTS);
  const session = ctx.users.admin;
  reportLoad(`${ctx.store.name} aggregate documents`);
  try {
    await measureAggregateDocuments({ ...ctx, code, session }, kind.kind);
  } catch (err) {
    reportError(`${ctx.store.name} aggregate documents`, err);
  }
  reportLoad(`${ctx.store.name} detail documents`);
  const type = await heaviestDetail(ctx, code);
  let documentCall = documentPath(code, type);
  try {
    if (!browser) throw new Error('Chromium did not start');
    documentCall = await measureDocumentWindow(browser, ctx, type);
  } catch (err) {
    reportError(`${ctx.store.name} document ${type.id} on screen`, err);
  }
  try {
    await measureDocumentPdf(ctx, type, documentCall);
  } catch (err) {
    reportError(`${ctx.store.name} document ${type.id} as PDF`, err);
  }
}

export async function documentsGroup() {
  const code = await documentsCode();
  let browser;
  try {
    browser = await launchChromium();
  } catch (err) {
    reportError('Chromium for the document window', err);
  }
  try {
    for (const kind of storeKinds()) {
      if (kind.skipped) {
        report(`${kind.name}: documents`, `skipped: ${kind.skipped}`);
        continue;
      }
      try {
        await measureStore(kind, browser, code);
      } catch (err) {
        reportError(`${kind.name}: documents`, err);
      }
    }
  } finally {
    await browser?.close();
  }
}
