// Runs autocannon loads in its own process (forked by load.mjs), so that the load generator
// does not share the event loop of an app under test in the bench's own process. Receives
// { url, headers, connections, duration }, one run at a time, and answers every response time
// with the counts; it stays for the next run and ends with the bench (its channel closes).
import autocannon from 'autocannon';

process.on('message', async ({ url, headers, connections, duration }) => {
  const latencies = [];
  const started = performance.now();
  const run = autocannon({ url, headers, connections, duration });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  const seconds = (performance.now() - started) / 1000;
  process.send({
    latencies,
    seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  });
});
process.once('disconnect', () => process.exit(0));
