// Group `orders`: the bars of the requests issue, on the requests data set (requests-store.mjs:
// 100,000 orders over 2,000 activities and 20,000 users), on the embedded store and on
// PostgreSQL:
//   - `order/list-minimized/by-filter` as a gestor (its campaigns; by id, and by activity,
//     applicant and entity) and as an administrator with a date filter, page 0 and a later page,
//     each against its own SQL (list-call.mjs) and against an absolute budget, and the rule that
//     later pages run no count (docs/api-conventions.md);
//   - EXPORTAR of /orderlist in headless Chromium: 5,000 rows fetched and written as CSV
//     (export-csv.mjs), bar 250 ms;
//   - the 200 simultaneous order/create/ of the API's concurrency test (concurrency.mjs), bar
//     2 s, and exactly 10 orders holding the 10 places.
import { launchChromium } from './chromium.mjs';
import { measureConcurrency } from './concurrency.mjs';
import { measureCsvExport } from './export-csv.mjs';
import { storeKinds } from './in-process.mjs';
import { measureCalls } from './lists.mjs';
import { report, reportError } from './report.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';

const pad = (n) => String(n).padStart(2, '0');
const day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The administrator's date filter: the three whole months that ended ten months ago (a school
 * term a year back, with every state represented), about 8,000 of the 100,000 orders.
 */
export function dateWindow(now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth() - 12, 1);
  const end = new Date(now.getFullYear(), now.getMonth() - 9, 0);
  return { startDate: day(start), endDate: day(end) };
}

/** The query the web's /orderlist sends (order-list-mode.ts): sort, page, size, filters. */
const listPath = (page, filter = {}, sort = 'id', dir = 'desc') =>
  `/api/order/list-minimized/by-filter?${new URLSearchParams({
    ...filter,
    _sort: sort,
    _dir: dir,
    _page: String(page),
    _pagesize: '10',
  })}`;

/**
 * The absolute budgets of a page's own SQL (docs/product/requests.md#performance), in ms by store
 * kind: page 0 with its count, and a later page (no count).
 */
const BUDGETS = {
  gestor: { postgres: [5, 2], pglite: [10, 4] },
  adminDates: { postgres: [3, 2], pglite: [6, 4] },
};
const budgetOf = (budget) => (kind, page) => budget[kind][page === 0 ? 0 : 1];
/** The gestor's page 0 at 50 connections on PostgreSQL (two cores for the database, API and load). */
const GESTOR_MIN_RATE = 250;

export const orderListCalls = [
  {
    name: 'order/list-minimized/by-filter (gestor)',
    as: 'gestor',
    path: (_ctx, page) => listPath(page),
    pages: [0, 1],
    budgetMs: budgetOf(BUDGETS.gestor),
    minRate: (kind, page) => (kind === 'postgres' && page === 0 ? GESTOR_MIN_RATE : undefined),
  },
  {
    name: 'order/list-minimized/by-filter (admin, dates)',
    as: 'admin',
    path: (ctx, page) => listPath(page, ctx.dates),
    pages: [0, 5],
    budgetMs: budgetOf(BUDGETS.adminDates),
  },
  // A gestor's filtered page 0, informative (no bar names them): the three months, whose total
  // is counted (the kept hours are the organization's), and the text filters, whose cost follows
  // how many orders hold the text.
  ...[
    ['dates', (ctx) => ctx.dates],
    ['entity', () => ({ entity: 'colegio' })],
    ['name', () => ({ name: 'garcía' })],
  ].map(([what, filterOf]) => ({
    name: `order/list-minimized/by-filter (gestor, ${what})`,
    as: 'gestor',
    path: (ctx, page) => listPath(page, filterOf(ctx)),
    pages: [0],
  })),
  // The other sorts of the list's columns hold the gestor's budgets.
  ...[
    ['activity', 'asc'],
    ['applicant', 'asc'],
    ['entity', 'asc'],
  ].map(([sort, dir]) => ({
    name: `order/list-minimized/by-filter (gestor, by ${sort})`,
    as: 'gestor',
    path: (_ctx, page) => listPath(page, {}, sort, dir),
    pages: [0, 1],
    budgetMs: budgetOf(BUDGETS.gestor),
  })),
];

async function measureStore(kind, browser) {
  const ctx = { ...(await requestsStore(kind)), dates: dateWindow() };
  const { store, server } = ctx;
  console.log(
    `\n(orders) ${store.name}: gestor ${ctx.gestor.id} (${ctx.gestor.orders} orders in its campaigns), ` +
      `admin dates ${ctx.dates.startDate}…${ctx.dates.endDate}`,
  );
  reportLoad(`${store.name} order lists`);
  await measureCalls({ store, server, calls: orderListCalls, ctx });
  reportLoad(`${store.name} CSV export in Chromium`);
  try {
    if (!browser) throw new Error('Chromium did not start');
    await measureCsvExport(browser, ctx);
  } catch (err) {
    reportError(`${store.name} EXPORTAR 5,000 rows`, err);
  }
  reportLoad(`${store.name} 200 concurrent requests`);
  try {
    await measureConcurrency(ctx);
  } catch (err) {
    reportError(`${store.name} 200 concurrent order/create/`, err);
  }
}

export async function ordersGroup() {
  let browser;
  try {
    browser = await launchChromium();
  } catch (err) {
    reportError('Chromium for EXPORTAR', err);
  }
  try {
    for (const kind of storeKinds()) {
      if (kind.skipped) {
        report(`${kind.name}: orders`, `skipped: ${kind.skipped}`);
        continue;
      }
      try {
        await measureStore(kind, browser);
      } catch (err) {
        reportError(`${kind.name}: orders`, err);
      }
    }
  } finally {
    await browser?.close();
  }
}
