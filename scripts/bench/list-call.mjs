// The bar of a list call (reusable for every list: campaigns, activities, later orders, users,
// entities). For one GET on an app served in this process on a store opened here:
//   1. capture the SQL the API runs for it (query-capture.mjs), once with the caller's session
//      user dropped from the auth cache (showing that lookup) and once as in steady state;
//   2. raw: replay the steady-state SQL on the same client, one query at a time → mean time of
//      a request equivalent and its rate (request equivalents per second);
//   3. the API at 1 connection (after a warm-up) for 5 s, in five 1 s slices, each right after
//      a 0.5 s slice of the raw replay: p95 exact from every response time, bar p95 ≤ 1.5 × the
//      raw mean of those slices + 2 ms. This machine's speed drifts by a fifth from one second
//      to the next, so the raw time the bar scales is taken over the same seconds as the API's,
//      not before it;
//   4. the API at 50 connections for 8 s: bar rate ≥ 70 % of the raw rate, or at most 0.5 ms
//      added per request (1000 / API rate − 1000 / raw rate);
//   Where the caller gives them, two absolute bars as well, so that a slow query cannot pass by
//   being slow on both sides: the raw median of step 2 within `budgetMs`, and the rate of step 4
//   at least `minRate`;
//   5. informative, no bar: the same replay with the thread idle 1 ms before each run, as a
//      request's SQL waits for HTTP at 1 connection. On a machine whose idle cores slow down
//      or lose their caches, SQL costs more when it is not run back to back, and step 3 counts
//      that difference against the API; this row shows how much of it there is.
// Any non-2xx answer, error or timeout fails the call. autocannon runs in a child process
// (load.mjs), so it does not share this process's event loop with the app.
import { latencyFigures, load } from './load.mjs';
import { getOk } from './processes.mjs';
import { mean, ms, oneLine, report } from './report.mjs';

export const LIST_BARS = {
  p95Factor: 1.5,
  p95PlusMs: 2,
  minRateShare: 0.7,
  maxAddedMs: 0.5,
};

const DURATIONS = { warmup: 2, single: 5, many: 8 };
/** Step 3: slices of 1 connection (s), each after a raw slice (ms, after its own warm-up). */
const SINGLE_SLICES = { count: 5, rawWarmupMs: 200, rawMs: 500 };
/** Idle time before each run of the paced replay (step 5). */
const PACED_PAUSE_MS = 1;

function printQueries(title, queries, medians) {
  console.log(`    ${title}:`);
  queries.forEach((q, i) => {
    const time = medians ? `${ms(medians[i], 3)} median` : `${ms(q.ms, 3)} once`;
    console.log(`      ${i + 1}. [${time}, ${q.rows} rows] ${oneLine(q.text)}`);
    console.log(`         params ${oneLine(JSON.stringify(q.params), 120)}`);
  });
}

const failuresOf = (run) =>
  run.failures === 0
    ? ''
    : `, ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`;

/**
 * Step 3: the API at 1 connection in slices, each right after a slice of the raw replay of
 * `queries`. Answers the API's figures over every response of the slices (p50, p95, count,
 * failures, this process's CPU a request) and `rawMean`, the mean over the raw slices.
 */
async function singleConnectionSlices({ url, headers, capture, queries }) {
  const rawTimes = [];
  const latencies = [];
  const failures = { failures: 0, non2xx: 0, errors: 0, timeouts: 0 };
  let cpuMs = 0;
  const sliceSeconds = DURATIONS.single / SINGLE_SLICES.count;
  for (let slice = 0; slice < SINGLE_SLICES.count; slice++) {
    await capture.settle();
    const raw = await capture.replay(queries, {
      warmupMs: SINGLE_SLICES.rawWarmupMs,
      measureMs: SINGLE_SLICES.rawMs,
      minRuns: 1,
    });
    rawTimes.push(...raw.totals);
    const cpu = process.cpuUsage();
    const run = await load({ url, headers, connections: 1, duration: sliceSeconds });
    const { user, system } = process.cpuUsage(cpu);
    cpuMs += (user + system) / 1000;
    latencies.push(...run.latencies);
    for (const key of Object.keys(failures)) failures[key] += run[key];
  }
  const figures = latencyFigures(latencies);
  return {
    ...figures,
    rawMean: mean(rawTimes),
    cpu: cpuMs / Math.max(1, figures.count),
    ...failures,
  };
}

/**
 * Measures `GET base + path` with `token`, on the store whose capture is `capture`; `label`
 * names the rows ("PGlite campaign/list/for-user page 0"). `forgetCaller` drops the caller
 * from the session-user cache (app.sessionUsers.forget). Adds the rows to the table and
 * answers the figures.
 */
export async function measureListCall({
  label,
  base,
  path,
  token,
  capture,
  forgetCaller,
  budgetMs,
  minRate,
}) {
  console.log(`\n  ${label}: GET ${path}`);
  const url = `${base}${path}`;
  const headers = { authorization: `Bearer ${token}` };

  await capture.settle();
  forgetCaller?.();
  const cold = await capture.capture(() => getOk(url, headers));
  const warm = await capture.capture(() => getOk(url, headers));
  const steady = new Set(warm.queries.map((q) => q.text));
  const auth = cold.queries.filter((q) => !steady.has(q.text));
  const bytes = Buffer.byteLength(warm.result);
  if (auth.length > 0) printQueries('auth (first request, session-user cache empty)', auth);

  const raw = await capture.replay(warm.queries);
  const authRaw = auth.length > 0 ? await capture.replay(auth, { measureMs: 500 }) : undefined;
  printQueries(
    `SQL of one request (steady state), replayed ${raw.runs} times`,
    warm.queries,
    raw.perQuery,
  );
  report(
    `${label}: raw SQL (${warm.queries.length} queries, one at a time)`,
    `mean ${ms(raw.mean, 3)}, median ${ms(raw.median, 3)}, p95 ${ms(raw.p95, 3)} → ${Math.round(raw.rate)} req-eq/s; CPU here ${ms(raw.cpu)} a run`,
  );

  if (budgetMs !== undefined) {
    report(
      `${label}: own SQL against its absolute budget`,
      `median ${ms(raw.median, 3)} (p95 ${ms(raw.p95, 3)}; ${warm.queries.length} queries, one at a time)`,
      `≤ ${ms(budgetMs)}`,
      raw.median <= budgetMs,
    );
  }

  await load({ url, headers, connections: 10, duration: DURATIONS.warmup }); // warm-up
  const single = await singleConnectionSlices({ url, headers, capture, queries: warm.queries });
  const p95Bar = LIST_BARS.p95Factor * single.rawMean + LIST_BARS.p95PlusMs;
  report(
    `${label}: API p95 at 1 connection, ${DURATIONS.single} s`,
    `${ms(single.p95)} (p50 ${ms(single.p50)}, ${single.count} responses of ${bytes} B${failuresOf(single)}; CPU here ${ms(single.cpu)} a request; raw mean over the same seconds ${ms(single.rawMean, 3)})`,
    `≤ 1.5 × raw + 2 ms = ${ms(p95Bar)}`,
    single.p95 <= p95Bar && single.failures === 0,
  );

  await capture.settle();
  const cpuMany = process.cpuUsage();
  const many = await load({ url, headers, connections: 50, duration: DURATIONS.many });
  const used = process.cpuUsage(cpuMany);
  many.cpu = (used.user + used.system) / 1000 / Math.max(1, many.count);
  const share = many.rate / raw.rate;
  const added = 1000 / many.rate - 1000 / raw.rate;
  report(
    `${label}: API at 50 connections, ${DURATIONS.many} s`,
    `${Math.round(many.rate)} req/s = ${Math.round(share * 100)} % of raw, ${added >= 0 ? '+' : ''}${ms(added, 3)} a request (p95 ${ms(many.p95)}${failuresOf(many)}; CPU here ${ms(many.cpu)} a request)`,
    '≥ 70 % of raw rate or ≤ +0.5 ms a request',
    (share >= LIST_BARS.minRateShare || added <= LIST_BARS.maxAddedMs) && many.failures === 0,
  );
  if (minRate !== undefined) {
    report(
      `${label}: API rate at 50 connections against its absolute bar`,
      `${Math.round(many.rate)} req/s`,
      `≥ ${minRate} req/s`,
      many.rate >= minRate && many.failures === 0,
    );
  }
  await capture.settle();
  const paced = await capture.replay(warm.queries, { pauseMs: PACED_PAUSE_MS });
  report(
    `${label}: raw SQL paced, ${PACED_PAUSE_MS} ms idle before each run (informative)`,
    `mean ${ms(paced.mean, 3)}, median ${ms(paced.median, 3)}, p95 ${ms(paced.p95, 3)} (back to back: mean ${ms(raw.mean, 3)})`,
  );
  return { raw, single, many, auth, authRaw, queries: warm.queries, bytes, body: warm.result };
}

/** How many `count(` a request's queries hold (a page's total, or a count on each row). */
export const countCalls = (queries) =>
  queries.reduce((n, q) => n + (q.text.match(/\bcount\s*\(/gi)?.length ?? 0), 0);

/**
 * Checks the paging rule of docs/api-conventions.md#campaign-and-activity-lists on what one
 * measured call ran: page 0 answers its `total` (informative row: the counts it ran), a later page
 * answers `total: null` and runs fewer `count(` than page 0 (`firstCounts`, when page 0 was
 * measured), none at all otherwise: a list may count something on each row (the activity list's
 * places taken), which every page runs, while the total's count is page 0's alone (PASS/FAIL row).
 * Answers the call's counts.
 */
export function reportCountRule(label, page, result, firstCounts) {
  const counts = countCalls(result.queries);
  let total;
  try {
    total = JSON.parse(result.body).total;
  } catch {
    total = undefined;
  }
  if (page === 0) {
    report(
      `${label}: count`,
      `${counts} count(s) in ${result.queries.length} query(ies), total ${total}`,
    );
    return counts;
  }
  const allowed = firstCounts === undefined ? 0 : Math.max(0, firstCounts - 1);
  const counting = result.queries.filter((q) => /\bcount\s*\(/i.test(q.text));
  report(
    `${label}: count`,
    counts <= allowed
      ? `${counts} count(s) in ${result.queries.length} query(ies) (page 0: ${firstCounts ?? 'not measured'}), total ${total}`
      : `${counts} count(s) (page 0: ${firstCounts ?? 'not measured'}): ${counting.map((q) => q.text.slice(0, 80)).join(' | ')}`,
    'later page: no count of the total, total null (docs/api-conventions.md)',
    counts <= allowed && total === null,
  );
  return counts;
}
