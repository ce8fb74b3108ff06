// Part of group `documents` (documents.mjs): the heaviest aggregate document. Reports 5, 15 and
// 17 (the Totales and Agrupaciones with the most levels) as FILTRAR sends them for the
// administrator in the historic view with its pickers cleared (every year, the type's default
// states): the API's time from Node (median of RUNS after one untimed), and the same request's
// SQL captured (query-capture.mjs) and replayed raw, one query at a time (the API runs some of
// them side by side). Every type is printed; the slowest carries the bars: API ≤ 2 × its raw SQL,
// and ≤ 1,000 ms on PostgreSQL, ≤ 1,500 ms on the embedded store; the plan of its heaviest query
// (EXPLAIN ANALYZE, BUFFERS) is printed under the table's rows.
import { documentPath, timedGets } from './document-calls.mjs';
import { getOk } from './processes.mjs';
import { kb, ms, oneLine, report } from './report.mjs';
import { load1 } from './requests-store.mjs';
import { explain } from './sliced-call.mjs';

export const AGGREGATES = [5, 15, 17];
const RUNS = 5;
const FACTOR = 2;
const BUDGET_MS = { postgres: 1000, pglite: 1500 };
const RAW = { warmupMs: 300, measureMs: 2000, minRuns: 3 };

async function measureAggregate({ store, server, code, session }, id) {
  const type = code.typeOf(id);
  const path = documentPath(code, type, { historic: true });
  const url = `${server.base}${path}`;
  const headers = { authorization: `Bearer ${session.token}` };
  const label = `${store.name} document ${id} ${type.key}, admin, every year`;
  console.log(`\n  ${label}: GET ${path}`);
  await store.capture.settle();
  const api = await timedGets(url, headers, RUNS);
  const doc = JSON.parse(api.body);
  await store.capture.settle();
  const { queries } = await store.capture.capture(() => getOk(url, headers));
  const raw = await store.capture.replay(queries, RAW);
  queries.forEach((q, i) => {
    console.log(
      `      ${i + 1}. [${ms(raw.perQuery[i], 1)} median, ${q.rows} rows] ${oneLine(q.text, 160)}`,
    );
  });
  report(
    `${label}: API median of ${RUNS} / raw SQL median (${queries.length} queries)`,
    `${ms(api.median, 0)} / ${ms(raw.median, 0)} (API runs ${api.times.map((t) => ms(t, 0)).join(', ')}; ` +
      `${doc.orderCount} orders, ${doc.root.children.length} first-level groups, ${kb(api.body.length)})`,
  );
  const heaviest = raw.perQuery.indexOf(Math.max(...raw.perQuery));
  return { label, api: api.median, raw: raw.median, query: queries[heaviest] };
}

/** The three aggregates on one store; the bars on the slowest. */
export async function measureAggregateDocuments(ctx, kind) {
  const measured = [];
  for (const id of AGGREGATES) measured.push(await measureAggregate(ctx, id));
  const slowest = measured.reduce((a, b) => (b.api > a.api ? b : a));
  const budget = BUDGET_MS[kind];
  const bar = FACTOR * slowest.raw;
  report(
    `${ctx.store.name} heaviest aggregate document: ${slowest.label.replace(`${ctx.store.name} `, '')}`,
    `API ${ms(slowest.api, 0)}, raw SQL ${ms(slowest.raw, 0)}`,
    `≤ ${FACTOR} × raw = ${ms(bar, 0)}, ≤ ${budget} ms`,
    slowest.api <= bar && slowest.api <= budget,
  );
  console.log(
    `    plan of its heaviest query (load ${load1()}): ${oneLine(slowest.query.text, 400)}`,
  );
  console.log(`      params ${oneLine(JSON.stringify(slowest.query.params), 200)}`);
  console.log((await explain(ctx.store, slowest.query)).replace(/^/gm, '      '));
}
