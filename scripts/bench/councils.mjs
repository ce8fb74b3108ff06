// Group `councils`: GET /api/order/get-councils/ with autocannon, 50 connections for 10 s after
// a 2 s warm-up. autocannon's summary has p90 and p97.5 but no p95, so every response time is
// recorded and p95 computed exactly (bar 10 ms).
import autocannon from 'autocannon';
import { demoApp } from './demo-app.mjs';
import { percentile, report } from './report.mjs';

export async function councilsGroup() {
  console.log('\n(councils) load on GET /api/order/get-councils/');
  const { base } = await demoApp();
  const url = `${base}/api/order/get-councils/`;
  await autocannon({ url, connections: 50, duration: 2 }); // warm-up, not measured
  const latencies = [];
  const run = autocannon({ url, connections: 50, duration: 10 });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  report(
    'councils at 50 connections, 10 s: p95',
    `${p95.toFixed(2)} ms (exact, from ${latencies.length} responses)`,
    '≤ 10 ms',
    p95 <= 10,
  );
  report(
    'councils: p50 / p90 / p97.5 / p99 (autocannon)',
    `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
  );
  report(
    'councils: throughput, errors',
    `${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    'no errors',
    result.non2xx + result.errors + result.timeouts === 0,
  );
}
