// Two steps the measurements of one call share (calendar-days.mjs, report-lists.mjs):
//   - the plan of a captured query, EXPLAIN (ANALYZE, BUFFERS) on the store's own client;
//   - the API at 1 connection in slices, each right after a slice of the call's raw SQL replay,
//     so the raw time its bar scales is taken over the same seconds (list-call.mjs says why).
import { load } from './load.mjs';
import { mean, percentile } from './report.mjs';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a captured query, on the store's own client (a named statement
 * of the embedded store as the EXECUTE it runs).
 */
export async function explain(store, query) {
  const client = store.database.pgliteThread ?? store.database.pglite ?? store.db.$client;
  const result = query.explained
    ? await client.query(`explain (analyze, buffers) ${query.explained}`)
    : await client.query(`explain (analyze, buffers) ${query.text}`, query.params);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * `slices.count` slices of `slices.seconds` at 1 connection, each after `slices.rawMs` of raw
 * replay (after `slices.rawWarmupMs` of its own warm-up): p50 and p95 exact from every response
 * time, and the raw mean of those slices.
 */
export async function slicedSingleConnection({ url, headers, capture, queries, slices }) {
  const rawTimes = [];
  const latencies = [];
  let failures = 0;
  for (let slice = 0; slice < slices.count; slice++) {
    await capture.settle();
    const raw = await capture.replay(queries, {
      warmupMs: slices.rawWarmupMs,
      measureMs: slices.rawMs,
      minRuns: 1,
    });
    rawTimes.push(...raw.totals);
    const run = await load({ url, headers, connections: 1, duration: slices.seconds });
    latencies.push(...run.latencies);
    failures += run.failures;
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    count: sorted.length,
    failures,
    rawMean: mean(rawTimes),
  };
}
