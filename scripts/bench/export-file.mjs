// The `solicitudes.csv` export of the analytics tab (bars: the whole file in ≤ 3 s, and flat
// memory: the server's peak RSS growth ≤ 100 MB): `GET /api/user/{idUser}/getfile/solicitudes.csv`
// as an administrator, on the requests data set (all the orders of the organization), from
// the app served in this process. A child process (download-child.mjs) downloads it, so the
// reading neither shares the event loop nor the memory of the server: it answers the times
// to the headers, the first and the last byte, the bytes and the lines (one per order and the
// header, checked). This process, the server's, samples process.memoryUsage() every 10 ms
// during each download: the growth is the peak RSS minus the RSS just before the download,
// taken after a warm-up download and a full garbage collection (v8 `--expose-gc`, turned on
// at run time). One warm-up, then three timed downloads: the time bar on their median, the
// memory bar on the largest growth.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sleep } from './processes.mjs';
import { ms, percentile, report } from './report.mjs';
import { organizationOrders } from './requests-store.mjs';
import { download } from './download.mjs';

const RUNS = 3;
const TIME_BAR_MS = 3000;
const GROWTH_BAR_MB = 100;
const SAMPLE_MS = 10;
const MB = 1024 * 1024;

/** `gc()`, exposed at run time (Node's --expose-gc for a process started without it). */
function garbageCollector() {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/** Downloads once while sampling this process's memory; answers the times and the peaks. */
async function sampledDownload(url, headers) {
  const before = process.memoryUsage();
  const peak = { ...before };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  }, SAMPLE_MS);
  try {
    const result = await download(url, headers);
    const now = process.memoryUsage();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
    return { ...result, before, peak, growth: peak.rss - before.rss };
  } finally {
    clearInterval(timer);
  }
}

export async function measureOrdersExport({ store, server, users }) {
  const label = `${store.name} solicitudes.csv`;
  const admin = users.admin;
  const url = `${server.base}/api/user/${admin.user.id}/getfile/solicitudes.csv`;
  const headers = { authorization: `Bearer ${admin.token}` };
  const orders = await organizationOrders(store.db, admin.user.organizationId ?? 1);
  console.log(`\n  ${label}: GET ${new URL(url).pathname} (${orders} orders)`);
  const gc = garbageCollector();
  const warm = await download(url, headers);
  console.log(
    `    warm-up: ${warm.status}, ${ms(warm.lastByteAt, 0)}, ${(warm.bytes / MB).toFixed(1)} MB, ${warm.lines} lines`,
  );
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    gc();
    await sleep(300);
    gc();
    const result = await sampledDownload(url, headers);
    if (result.status !== 200) throw new Error(`the download answered ${result.status}`);
    if (result.lines !== orders + 1) {
      throw new Error(`the file has ${result.lines} lines for ${orders} orders and the header`);
    }
    runs.push(result);
    console.log(
      `    run ${run}: headers ${ms(result.headersAt, 0)}, first byte ${ms(result.firstByteAt, 0)}, ` +
        `last byte ${ms(result.lastByteAt, 0)}; ${(result.bytes / MB).toFixed(1)} MB; RSS ` +
        `${(result.before.rss / MB).toFixed(0)} → peak ${(result.peak.rss / MB).toFixed(0)} MB ` +
        `(+${(result.growth / MB).toFixed(1)}), heap used peak ${(result.peak.heapUsed / MB).toFixed(0)} MB, ` +
        `external peak ${(result.peak.external / MB).toFixed(0)} MB`,
    );
  }
  const median = (key) => percentile(Float64Array.from(runs.map((r) => r[key])).sort(), 50);
  const largest = runs.reduce((a, b) => (b.growth > a.growth ? b : a));
  report(
    `${label}: time to the last byte, median of ${RUNS}`,
    `${ms(median('lastByteAt'), 0)} (runs ${runs.map((r) => ms(r.lastByteAt, 0)).join(', ')}; ` +
      `first byte ${ms(median('firstByteAt'), 0)}; ${orders} orders, ${(runs[0].bytes / MB).toFixed(1)} MB)`,
    `≤ ${TIME_BAR_MS} ms`,
    median('lastByteAt') <= TIME_BAR_MS,
  );
  report(
    `${label}: server's peak RSS growth, largest of ${RUNS}`,
    `+${(largest.growth / MB).toFixed(1)} MB (RSS ${(largest.before.rss / MB).toFixed(0)} → ` +
      `${(largest.peak.rss / MB).toFixed(0)} MB after a warm-up and a GC; heap used ` +
      `${(largest.before.heapUsed / MB).toFixed(0)} → ${(largest.peak.heapUsed / MB).toFixed(0)} MB, ` +
      `external ${(largest.before.external / MB).toFixed(0)} → ${(largest.peak.external / MB).toFixed(0)} MB; ` +
      `runs ${runs.map((r) => `+${(r.growth / MB).toFixed(0)}`).join(', ')} MB)`,
    `≤ +${GROWTH_BAR_MB} MB`,
    largest.growth <= GROWTH_BAR_MB * MB,
  );
  return runs;
}
