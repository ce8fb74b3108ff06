// Part of group `calendar` (calendar.mjs): the calendar's `events/…/days-with-events-period`
// call over its whole window (the month 6 back to the month 12 ahead, as /eventsview asks it:
// docs/product/calendar.md#calendar), on the requests data set (requests-store.mjs: 100,000
// orders, 30,000 with an appointment, 2,000 activities, 60 events with a dated line a month),
// on the embedded store and on PostgreSQL, as the gestor supervising the most orders (the bars)
// and as an administrator (every appointment of the organization; informative):
//   1. the SQL the API runs for one call is captured (query-capture.mjs) and its plan printed
//      (EXPLAIN (ANALYZE, BUFFERS) of the call's heaviest query);
//   2. raw: that SQL replayed on the same client, one query at a time: its median against the
//      absolute budget, 15 ms on PostgreSQL and 30 ms on the embedded store;
//   3. the API at 1 connection for 5 s in five 1 s slices, each right after 0.5 s of the raw
//      replay (list-call.mjs says why the two are taken over the same seconds): p95 exact from
//      every response time, bar p95 ≤ 1.5 × the raw mean of those slices + 2 ms.
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { storeKinds } from './in-process.mjs';
import { load } from './load.mjs';
import { getOk } from './processes.mjs';
import { ms, report, reportError } from './report.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';
import { explain, slicedSingleConnection } from './sliced-call.mjs';

const RAW_BUDGET_MS = { pglite: 30, postgres: 15 };
const P95 = { factor: 1.5, plusMs: 2 };
const WARMUP_SECONDS = 2;
/** Step 3: slices of 1 connection (s), each after a raw slice (ms, after its own warm-up). */
const SLICES = { count: 5, seconds: 1, rawWarmupMs: 200, rawMs: 500 };

/** The window's path, as the calendar screens send it (the user id is 2 without a session). */
async function windowPath() {
  const [{ calendarWindow, PUBLIC_CALENDAR_USER_ID }, { todayIn }] = await Promise.all([
    importTs(repoUrl('packages/shared/src/calendar/window.ts')),
    importTs(repoUrl('packages/shared/src/zone-day.ts')),
  ]);
  const { first, last } = calendarWindow(todayIn('Europe/Madrid'));
  return (
    `/api/events/${PUBLIC_CALENDAR_USER_ID}/days-with-events-period/` +
    `${first.month}/${first.year}/${last.month}/${last.year}`
  );
}

async function measureCaller({ store, kind, server, path, who, session, barred }) {
  const label = `${store.name} days-with-events, 19 months, ${who}`;
  const url = `${server.base}${path}`;
  const headers = { authorization: `Bearer ${session.token}` };
  const { capture } = store;
  console.log(`\n  ${label}: GET ${path}`);
  await capture.settle();
  await getOk(url, headers); // the session-user cache filled
  const { queries, result } = await capture.capture(() => getOk(url, headers));
  const reply = JSON.parse(result);
  const appointments = reply.appointments.length;
  const days = new Set([...reply.appointments.map((a) => a[3]), ...reply.lines.map((l) => l[2])]);
  report(
    `${label}: reply`,
    `${days.size} days, ${appointments + reply.lines.length} events (${appointments} appointments), ` +
      `${(Buffer.byteLength(result) / 1024).toFixed(0)} KB, ${queries.length} queries`,
  );
  const heaviest = queries.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `    plan of the heaviest query:\n${(await explain(store, heaviest)).replace(/^/gm, '      ')}`,
  );

  const raw = await capture.replay(queries);
  const budget = RAW_BUDGET_MS[kind.kind];
  report(
    `${label}: raw SQL (${queries.length} queries, one at a time)`,
    `median ${ms(raw.median, 3)}, mean ${ms(raw.mean, 3)}, p95 ${ms(raw.p95, 3)}; ` +
      `${queries.map((_, i) => ms(raw.perQuery[i], 3)).join(' + ')}`,
    barred ? `median ≤ ${budget} ms` : undefined,
    barred ? raw.median <= budget : undefined,
  );

  await load({ url, headers, connections: 10, duration: WARMUP_SECONDS });
  const single = await slicedSingleConnection({ url, headers, capture, queries, slices: SLICES });
  const bar = P95.factor * single.rawMean + P95.plusMs;
  report(
    `${label}: API p95 at 1 connection, ${SLICES.count * SLICES.seconds} s`,
    `${ms(single.p95)} (p50 ${ms(single.p50)}, ${single.count} responses` +
      `${single.failures ? `, ${single.failures} failed` : ''}; raw mean over the same seconds ` +
      `${ms(single.rawMean, 3)})`,
    `≤ 1.5 × raw + 2 ms = ${ms(bar)}`,
    barred ? single.p95 <= bar && single.failures === 0 : undefined,
  );
}

async function measureStore(kind) {
  const ctx = await requestsStore(kind);
  const { store, server } = ctx;
  const path = await windowPath();
  console.log(
    `\n(calendar) ${store.name}: gestor ${ctx.gestor.id} (${ctx.gestor.orders} orders in its campaigns)`,
  );
  reportLoad(`${store.name} days-with-events`);
  for (const [who, barred] of [
    ['gestor', true],
    ['admin', false],
  ]) {
    try {
      await measureCaller({ store, kind, server, path, who, session: ctx.users[who], barred });
    } catch (err) {
      reportError(`${store.name} days-with-events, ${who}`, err);
    }
  }
}

export async function measureDaysWithEvents() {
  for (const kind of storeKinds()) {
    if (kind.skipped) {
      report(`${kind.name}: calendar days-with-events`, `skipped: ${kind.skipped}`);
      continue;
    }
    try {
      await measureStore(kind);
    } catch (err) {
      reportError(`${kind.name}: calendar days-with-events`, err);
    }
  }
}
