// autocannon in a child process (load-child.mjs): answers every response time, exact
// percentiles from them, the rate, and the failures (non-2xx, errors, timeouts).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './report.mjs';
import { track } from './processes.mjs';

const child = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

/** Count and exact percentiles of response times (ms), in any order; answers them sorted too. */
export function latencyFigures(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    latencies: sorted,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

/** `connections` connections on `url` for `duration` seconds; `headers` on every request. */
export function load({ url, headers = {}, connections, duration }) {
  return new Promise((resolve, reject) => {
    const proc = track(fork(child, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    let answered = false;
    proc.once('message', (msg) => {
      answered = true;
      const figures = latencyFigures(msg.latencies);
      resolve({
        ...figures,
        rate: figures.count / msg.seconds,
        failures: msg.non2xx + msg.errors + msg.timeouts,
        non2xx: msg.non2xx,
        errors: msg.errors,
        timeouts: msg.timeouts,
        statusCodes: msg.statusCodes,
      });
    });
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (!answered) reject(new Error(`the load process exited with ${code}`));
    });
    proc.send({ url, headers, connections, duration });
  });
}
