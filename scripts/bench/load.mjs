// autocannon in a child process (load-child.mjs): answers every response time, exact
// percentiles from them, the rate, and the failures (non-2xx, errors, timeouts).
//
// The load processes are kept between runs and reused. Forking one for every run would count
// against the first responses of each run the new process's code not yet compiled (its
// autocannon and HTTP client start interpreted) and, in this process, the fork itself: every
// page of a large heap is shared copy-on-write with the child until it execs, and each page
// written afterwards costs a fault. Measured at 1 connection in 1 s runs, the first tenth of
// a fresh process's responses had a p95 of 2.0-3.8 ms where the rest had 1.4-1.7 ms.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './report.mjs';
import { track } from './processes.mjs';

const child = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

/** Load processes waiting for their next run. */
const idle = [];

/** An idle load process, or a new one. Idle ones do not keep this process alive. */
function loadProcess() {
  const reused = idle.pop();
  if (reused) return reused;
  const proc = track(fork(child, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  proc.unref();
  proc.channel?.unref();
  return proc;
}

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
    const proc = loadProcess();
    proc.channel?.ref(); // this run's answer is awaited
    const onExit = (code) => {
      proc.off('message', onMessage);
      reject(new Error(`the load process exited with ${code}`));
    };
    const onMessage = (msg) => {
      proc.off('exit', onExit);
      proc.channel?.unref();
      idle.push(proc);
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
    };
    proc.once('message', onMessage);
    proc.once('exit', onExit);
    proc.send({ url, headers, connections, duration });
  });
}
