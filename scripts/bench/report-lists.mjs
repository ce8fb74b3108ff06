// Part of group `reports` (reports.mjs): the list reports' bars (docs/product/reporting.md#performance),
// on the reports data set (200,000 orders, requests-store.mjs), on the embedded store and on
// PostgreSQL, as an administrator and as the gestor supervising the most orders:
//   1. every list and event-list type of the registry (apps/api/src/features/reports/list-registry.ts)
//      with the screen's defaults (this year's range, the type's default states, not historic,
//      page 0 of 10, the type's default sort; the gestor sends its own supervisorId, as the
//      screen does): the first page's reply (rows, total, bytes), its SQL captured
//      (query-capture.mjs) and replayed raw, one query at a time, whose median must stay within
//      the absolute budget (150 ms on PostgreSQL, 300 ms on the embedded store), then the API
//      at 1 connection in five 1 s slices, each right after 0.5 s of the raw replay
//      (list-call.mjs says why both are taken over the same seconds): p95 ≤ 1.5 × the raw mean
//      of those slices + 2 ms, and within the same absolute budget. Slices shorter than the
//      `lists` group's keep 16 types × 2 callers × 2 stores within a few minutes;
//   2. the plan (EXPLAIN ANALYZE, BUFFERS) of the heaviest query of the slowest type, per store;
//   3. the CSV of report 0 and of report 6 as the administrator (the year's 5,000 first rows),
//      downloaded by a child process (download-child.mjs): time to the last byte, median of 3
//      after a warm-up; bar 500 ms.
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { storeKinds } from './in-process.mjs';
import { load } from './load.mjs';
import { getOk } from './processes.mjs';
import { kb, median, ms, oneLine, report, reportError } from './report.mjs';
import { load1, reportLoad, requestsStore } from './requests-store.mjs';
import { explain, slicedSingleConnection } from './sliced-call.mjs';
import { download } from './download.mjs';

/** The absolute budget of a first page (docs/product/reporting.md#performance), by store kind. */
const BUDGET_MS = { pglite: 300, postgres: 150 };
const P95 = { factor: 1.5, plusMs: 2 };
/** Step 1's raw replay against the budget, and the API's slices (each after a raw slice). */
const RAW = { warmupMs: 300, measureMs: 1500, minRuns: 5 };
const SLICES = { count: 5, seconds: 1, rawWarmupMs: 100, rawMs: 500 };
const WARMUP_SECONDS = 1;
/** Step 3. */
const CSV = { reports: [0, 6], runs: 3, barMs: 500, rows: 5000 };

/** The shared code the bench reads the types and the screen's defaults from. */
async function reportsCode() {
  const [types, dates, registry, time] = await Promise.all(
    [
      'packages/shared/src/reports/report-types.ts',
      'packages/shared/src/reports/report-dates.ts',
      'apps/api/src/features/reports/list-registry.ts',
      'apps/api/src/time/today.ts',
    ].map((path) => importTs(repoUrl(path))),
  );
  const listTypes = Object.keys(registry.listReports)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id) => types.reportTypeById(id))
    .filter((type) => type && type.kind !== 'predefined');
  return { listTypes, defaultReportRange: dates.defaultReportRange, today: time.today };
}

/**
 * The query the report screen sends for `type` with its defaults (reportFilterDefaults and
 * reportQuery of apps/web/src/features/reports/report-filter.ts): no sort, so the type's own.
 */
function defaultQuery(code, type, { supervisorId, format = 'json' } = {}) {
  const wireDay = (iso) => iso.split('-').reverse().join('/');
  const { startDate, endDate } = code.defaultReportRange(code.today());
  const query = { reportId: type.id, isHistoric: false };
  if (supervisorId !== undefined) query.supervisorId = supervisorId;
  if (type.filters.includes('orderState') && type.states.length > 0) {
    query.orderState = [...type.states].sort((a, b) => a - b).join(',');
  }
  if (type.filters.includes('dates')) {
    query.startDate = wireDay(startDate);
    query.endDate = wireDay(endDate);
  }
  Object.assign(query, { _page: 0, _pagesize: 10, format });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `/api/reportorder/list/by-filter?${search}`;
}

/** Step 1 for one type and one caller; answers what step 2 compares. */
async function measureType({ store, kind, server, code, type, who, session, supervisorId }) {
  const label = `${store.name} report ${type.id} ${type.key}, ${who}`;
  const path = defaultQuery(code, type, { supervisorId });
  const url = `${server.base}${path}`;
  const headers = { authorization: `Bearer ${session.token}` };
  const { capture } = store;
  console.log(`\n  ${label}: GET ${path}`);
  await capture.settle();
  await getOk(url, headers); // the session-user cache filled, the plans made
  const { queries, result } = await capture.capture(() => getOk(url, headers));
  const reply = JSON.parse(result);
  report(
    `${label}: first page`,
    `${reply.rows.length} rows of ${reply.total}${reply.limited ? ' (limited)' : ''}, ` +
      `${kb(Buffer.byteLength(result))}, ${queries.length} queries`,
  );

  const budget = BUDGET_MS[kind.kind];
  const raw = await capture.replay(queries, RAW);
  console.log(`    SQL of one request, replayed ${raw.runs} times:`);
  queries.forEach((q, i) => {
    console.log(
      `      ${i + 1}. [${ms(raw.perQuery[i], 1)} median, ${q.rows} rows] ${oneLine(q.text, 160)}`,
    );
  });
  report(
    `${label}: raw SQL (${queries.length} queries, one at a time)`,
    `median ${ms(raw.median, 1)}, p95 ${ms(raw.p95, 1)}; ` +
      `${raw.perQuery.map((t) => ms(t, 1)).join(' + ')}`,
    `median ≤ ${budget} ms`,
    raw.median <= budget,
  );

  await load({ url, headers, connections: 1, duration: WARMUP_SECONDS });
  const single = await slicedSingleConnection({ url, headers, capture, queries, slices: SLICES });
  const bar = P95.factor * single.rawMean + P95.plusMs;
  report(
    `${label}: API p95 at 1 connection, ${SLICES.count * SLICES.seconds} s`,
    `${ms(single.p95, 1)} (p50 ${ms(single.p50, 1)}, ${single.count} responses` +
      `${single.failures ? `, ${single.failures} failed` : ''}; raw mean over the same seconds ` +
      `${ms(single.rawMean, 1)})`,
    `≤ 1.5 × raw + 2 ms = ${ms(bar, 1)}, ≤ ${budget} ms`,
    single.p95 <= bar && single.p95 <= budget && single.failures === 0,
  );
  const heaviest = raw.perQuery.indexOf(Math.max(...raw.perQuery));
  return { label, median: raw.median, query: queries[heaviest], queryMs: raw.perQuery[heaviest] };
}

/** Step 3: the CSV of `type` with its defaults, as the administrator. */
async function measureCsv({ store, server, code, type, session }) {
  const label = `${store.name} report ${type.id} ${type.key} CSV, admin`;
  const path = defaultQuery(code, type, { format: 'csv' });
  const url = `${server.base}${path}`;
  const headers = { authorization: `Bearer ${session.token}` };
  console.log(`\n  ${label}: GET ${path}`);
  await store.capture.settle();
  const warm = await download(url, headers);
  if (warm.status !== 200) throw new Error(`the download answered ${warm.status}`);
  // A value may hold a line break inside its quotes: the file has at least a line a row.
  if (warm.lines < CSV.rows + 1) {
    throw new Error(`the file has ${warm.lines} lines: fewer than ${CSV.rows} rows match`);
  }
  const runs = [];
  for (let run = 0; run < CSV.runs; run++) {
    await store.capture.settle();
    runs.push(await download(url, headers));
  }
  const last = median(runs.map((r) => r.lastByteAt));
  report(
    `${label}: ${CSV.rows} rows, time to the last byte, median of ${CSV.runs}`,
    `${ms(last, 0)} (runs ${runs.map((r) => ms(r.lastByteAt, 0)).join(', ')}; first byte ` +
      `${ms(median(runs.map((r) => r.firstByteAt)), 0)}; ${kb(warm.bytes)}, ${warm.lines} lines)`,
    `≤ ${CSV.barMs} ms`,
    last <= CSV.barMs && runs.every((r) => r.status === 200),
  );
}

async function measureStore(kind, counts, code) {
  const ctx = await requestsStore(kind, counts);
  const { store, server } = ctx;
  console.log(
    `\n(report lists) ${store.name}: gestor ${ctx.gestor.id} (${ctx.gestor.orders} orders in its campaigns)`,
  );
  reportLoad(`${store.name} report lists`);
  const callers = [
    ['admin', ctx.users.admin, undefined],
    ['gestor', ctx.users.gestor, ctx.gestor.id],
  ];
  const measured = [];
  for (const type of code.listTypes) {
    for (const [who, session, supervisorId] of callers) {
      try {
        measured.push(
          await measureType({ store, kind, server, code, type, who, session, supervisorId }),
        );
      } catch (err) {
        reportError(`${store.name} report ${type.id} ${type.key}, ${who}`, err);
      }
    }
  }
  if (measured.length > 0) {
    const slowest = measured.reduce((a, b) => (b.median > a.median ? b : a));
    report(
      `${store.name} report lists: the slowest first page`,
      `${slowest.label}: raw median ${ms(slowest.median, 1)}, its heaviest query ${ms(slowest.queryMs, 1)}`,
    );
    console.log(`    plan of that query (load ${load1()}): ${oneLine(slowest.query.text, 400)}`);
    console.log(`      params ${oneLine(JSON.stringify(slowest.query.params), 200)}`);
    console.log((await explain(store, slowest.query)).replace(/^/gm, '      '));
  }
  reportLoad(`${store.name} report CSV`);
  for (const id of CSV.reports) {
    const type = code.listTypes.find((t) => t.id === id);
    try {
      if (!type) throw new Error(`report ${id} is not a list of the registry`);
      await measureCsv({ store, server, code, type, session: ctx.users.admin });
    } catch (err) {
      reportError(`${store.name} report ${id} CSV`, err);
    }
  }
}

/** Steps 1 to 3 on each store kind, on the data set of `counts`. */
export async function measureReportLists(counts) {
  const code = await reportsCode();
  for (const kind of storeKinds()) {
    if (kind.skipped) {
      report(`${kind.name}: report lists`, `skipped: ${kind.skipped}`);
      continue;
    }
    try {
      await measureStore(kind, counts, code);
    } catch (err) {
      reportError(`${kind.name}: report lists`, err);
    }
  }
}
