// Captures the SQL the API runs for one request, and replays it on the same client.
//
// Drizzle hands every query of the API to one driver object: the PGlite instance, or its
// thread as the server runs it (`client.query(text, params, { rowMode, parsers })`), or the pg
// Pool (`pool.query({ text, rowMode, types }, params)`). For the length of one request the bench
// puts a recording wrapper on that object's own `query` property, then removes it, so the
// server code is unchanged and pays nothing outside a capture. A replay calls the driver's
// `query` with the very same arguments (SQL text, parameters, row mode and type parsers): the
// database work and the driver's parsing of the result, without Fastify, Drizzle's row mapping,
// the services or the serialization. Transactions (PGlite `transaction`; for pg, a `connect()`
// without callback, as Drizzle opens one, while pool.query itself connects with a callback)
// are noticed and make the capture fail: their queries would run on another object. The
// embedded store's thread also runs named statements (`queryPrepared(name, text, literals)`,
// apps/api/src/db/named-query.ts): those are captured and replayed by that method, and explained
// as the EXECUTE they run.
import { mean, percentile } from './report.mjs';

/** The driver object under a store opened by apps/api/src/db/client.ts's openDatabase. */
function driverOf(database) {
  const embedded = database.pglite ?? database.pgliteThread;
  if (embedded) return { client: embedded, kind: 'pglite', other: 'transaction' };
  const client = database.db.$client;
  if (!client || typeof client.query !== 'function') throw new Error('no pg client to capture');
  return { client, kind: 'pg', other: 'connect' };
}

const textOf = (args) => (typeof args[0] === 'string' ? args[0] : args[0].text);
/** The parameters: pg's second argument, or the `values` of its config (a named statement). */
const paramsOf = (args) =>
  args[1] ?? (typeof args[0] === 'string' ? undefined : args[0].values) ?? [];

/** The capture and replay of one store. */
export function queryCapture(database) {
  const { client, kind, other } = driverOf(database);
  const methods = { query: client.query, queryPrepared: client.queryPrepared };
  const captured = ['query', ...(methods.queryPrepared ? ['queryPrepared'] : [])];

  /** Runs `fn` (one request); answers every query the store received meanwhile, in order. */
  async function capture(fn) {
    const queries = [];
    let outside = 0;
    const wrap = (name, inner) =>
      function (...args) {
        if (name === other) {
          if (kind === 'pglite' || typeof args[0] !== 'function') outside++;
          return inner.apply(this, args);
        }
        const entry =
          name === 'queryPrepared'
            ? {
                method: name,
                args,
                text: args[1],
                params: args[2],
                explained: `execute ${args[0]}(${args[2].join(', ')})`,
                ms: 0,
                rows: 0,
              }
            : { method: name, args, text: textOf(args), params: paramsOf(args), ms: 0, rows: 0 };
        queries.push(entry);
        const t0 = performance.now();
        return inner.apply(this, args).then((result) => {
          entry.ms = performance.now() - t0;
          entry.rows = result.rows?.length ?? 0;
          return result;
        });
      };
    const saved = [...captured, other].map((name) => [
      name,
      Object.hasOwn(client, name),
      client[name],
    ]);
    for (const [name, , inner] of saved) client[name] = wrap(name, inner);
    let result;
    try {
      result = await fn();
    } finally {
      for (const [name, own, inner] of saved) {
        if (own) client[name] = inner;
        else Reflect.deleteProperty(client, name);
      }
    }
    if (outside > 0) {
      throw new Error(`the request opened ${outside} transaction(s): its SQL cannot be replayed`);
    }
    return { queries, result };
  }

  /** Waits until the store receives no query for `windowMs` (requests of a load still queued). */
  async function settle({ windowMs = 150, timeoutMs = 20_000 } = {}) {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      const { queries } = await capture(() => new Promise((r) => setTimeout(r, windowMs)));
      if (queries.length === 0) return;
    }
    throw new Error(`the store was still busy after ${timeoutMs} ms`);
  }

  /** One run of the sequence, one query at a time; answers the time of each query (ms). */
  async function runOnce(queries) {
    const times = [];
    for (const q of queries) {
      const t0 = performance.now();
      const result = await methods[q.method].apply(client, q.args);
      times.push(performance.now() - t0);
      if ((result.rows?.length ?? 0) !== q.rows) {
        throw new Error(`replay of "${q.text.slice(0, 60)}…" gave other rows than the API's`);
      }
    }
    return times;
  }

  /**
   * Replays `queries` one at a time, again and again: a warm-up, then for `measureMs` (at least
   * `minRuns` runs). Answers the time of a whole sequence (a "request equivalent"): mean,
   * median, p95, the rate of sequences per second and this process's CPU time per sequence;
   * the median of each query; and every sequence's time (`totals`). With `pauseMs`, the thread
   * idles that long before each timed sequence, as a request's SQL waits for HTTP at
   * 1 connection (the pause is not timed).
   */
  async function replay(
    queries,
    { warmupMs = 1000, measureMs = 2500, minRuns = 200, pauseMs = 0 } = {},
  ) {
    const until = performance.now() + warmupMs;
    while (performance.now() < until) await runOnce(queries);
    const totals = [];
    const perQuery = queries.map(() => []);
    const cpu = process.cpuUsage();
    const started = performance.now();
    let paused = 0;
    while (totals.length < minRuns || performance.now() - started - paused < measureMs) {
      if (pauseMs > 0) {
        const p0 = performance.now();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        paused += performance.now() - p0;
      }
      const t0 = performance.now();
      const times = await runOnce(queries);
      totals.push(performance.now() - t0);
      times.forEach((t, i) => perQuery[i].push(t));
    }
    const elapsed = performance.now() - started - paused;
    const { user, system } = process.cpuUsage(cpu);
    const sorted = Float64Array.from(totals).sort();
    return {
      runs: totals.length,
      totals,
      mean: mean(totals),
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      rate: (totals.length / elapsed) * 1000,
      cpu: (user + system) / 1000 / totals.length,
      perQuery: perQuery.map((times) => percentile(Float64Array.from(times).sort(), 50)),
    };
  }

  return { kind, capture, settle, replay };
}
