// Part of group `reports` (reports.mjs): the report facts' bars (docs/product/reporting.md#facts,
// docs/product/reporting.md#performance), on the reports data set (200,000 orders, whose facts the
// requests generator writes), on the embedded store and on PostgreSQL:
//   1. rebuild: `npm run reports:rebuild-facts`'s work, rebuildReportFacts() over every order
//      (1,000 orders a transaction, one read and one insert each), on the store as the server
//      opens it; bar 60 s. The table is vacuumed after, as the rebuild leaves a dead row for each
//      row it replaced.
//   2. writer: what the facts add to an order create. An order of the data set is copied into a
//      new order inside a transaction, as the create inserts it; then the create's next write, the
//      first row of the state history, is timed alone, and then again sent with the facts as
//      the create sends them (writeNewOrderReportFactsWith: one statement), each transaction
//      rolled back, over 400 orders (after 50 warm-up orders), the two writes of an order in
//      turns so that a busier moment of the machine weighs on both alike. Bar: the p95 with the facts
//      ≤ the p95 without them + 1 ms. The writer that reads the order again (writeReportFacts,
//      the update's) is timed the same way, for information.
import { sql } from 'drizzle-orm';
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { storeKinds } from './in-process.mjs';
import { ms, percentile, report, reportError, sec } from './report.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';

const REBUILD_BAR_MS = 60_000;
const WRITER_BAR_MS = 1;
const RUNS = { warmup: 50, timed: 400 };

const rowsOf = (result) => result.rows ?? result;
const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Thrown to roll a timed transaction back. */
class Rollback extends Error {}

/** Orders of the data set spread over its ids, with their activities' forms. */
async function sampleOrders(db, count) {
  return rowsOf(
    await db.execute(sql`
      select o.id, o.user_id, o.activity_id, o.state_id, o.user_data, o.user_data_management,
        o.agreed_date::text as agreed_date, o.agreed_time, a.form_metadata,
        a.form_metadata_management
      from orders o join activities a on a.id = o.activity_id
      where o.id % (select greatest(count(*) / ${count}, 1) from orders) = 0
      order by o.id limit ${count}`),
  );
}

/**
 * Runs `write(tx, order, inserted)` in a transaction that first inserts a copy of `order`, times
 * the write alone, and rolls back; answers the time (ms).
 */
async function timedWrite(db, order, write) {
  let time;
  try {
    await db.transaction(async (tx) => {
      const [inserted] = rowsOf(
        await tx.execute(sql`
          insert into orders (user_id, activity_id, state_id, user_data, user_data_management,
            agreed_date, agreed_time)
          select user_id, activity_id, 1, user_data, user_data_management, agreed_date,
            agreed_time
          from orders where id = ${order.id}
          returning id, created_at`),
      );
      const started = performance.now();
      await write(tx, order, inserted);
      time = performance.now() - started;
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return time;
}

/**
 * Times each of `writes` on every order, the writes of one order one after the other (in turns,
 * so that none is always first): a machine busier during part of the run weighs on all of them
 * alike. Answers each write's times (ms), sorted.
 */
async function timedWrites(db, orders, writes) {
  const times = writes.map(() => []);
  for (const [n, order] of orders.entries()) {
    for (let k = 0; k < writes.length; k++) {
      const w = (k + n) % writes.length;
      times[w].push(await timedWrite(db, order, writes[w]));
    }
  }
  return times.map((list) => list.sort((a, b) => a - b));
}

/** The create's first state-history row for the new order (as insertStateChange writes it). */
const stateChange = (order, inserted) =>
  sql`insert into order_state_history (order_id, changed_by, to_state_id)
    values (${inserted.id}, ${order.user_id}, 1)`;

async function measureWriters(store, writer) {
  const sample = await sampleOrders(store.db, RUNS.warmup + RUNS.timed);
  const factsOf = (order, inserted) => ({
    orderId: Number(inserted.id),
    createdAt: new Date(inserted.created_at),
    userData: parsed(order.user_data),
    userDataManagement: parsed(order.user_data_management),
    agreedDate: order.agreed_date,
    agreedTime: order.agreed_time,
    activity: {
      formMetadata: parsed(order.form_metadata),
      formMetadataManagement: parsed(order.form_metadata_management),
    },
  });
  const alone = (tx, order, inserted) => tx.execute(stateChange(order, inserted));
  const withFacts = (tx, order, inserted) =>
    writer.writeNewOrderReportFactsWith(tx, stateChange(order, inserted), factsOf(order, inserted));
  const reread = (tx, _order, inserted) => writer.writeReportFacts(tx, [Number(inserted.id)]);
  const timed = async (...writes) => {
    await timedWrites(store.db, sample.slice(0, RUNS.warmup), writes);
    return timedWrites(store.db, sample.slice(RUNS.warmup), writes);
  };
  const describe = (times) =>
    `p95 ${ms(percentile(times, 95), 3)} (p50 ${ms(percentile(times, 50), 3)}, max ${ms(times.at(-1), 3)})`;
  const [without, withThem] = await timed(alone, withFacts);
  const added = percentile(withThem, 95) - percentile(without, 95);
  report(
    `${store.name}: facts writer in an order create, added to its state-history write at p95`,
    `${ms(added, 3)} (with the facts ${describe(withThem)}; without ${describe(without)}; ${withThem.length} runs each)`,
    `≤ ${WRITER_BAR_MS} ms`,
    added <= WRITER_BAR_MS,
  );
  const [updates] = await timed(reread);
  report(`${store.name}: facts writer reading the order again (update)`, describe(updates));
}

async function measureRebuild(store, writer) {
  const started = performance.now();
  const result = await writer.rebuildReportFacts(store.db);
  const elapsed = performance.now() - started;
  report(
    `${store.name}: rebuild the report facts of ${result.orders} orders`,
    `${sec(elapsed)} (${result.batches} batches, ${(result.orders / (elapsed / 1000)).toFixed(0)} orders/s)`,
    `≤ ${REBUILD_BAR_MS / 1000} s`,
    elapsed <= REBUILD_BAR_MS,
  );
  await store.db.execute(sql`vacuum (analyze) order_report_facts`);
}

/** Both measurements on each store kind, on the data set of `counts`. */
export async function measureReportFacts(counts) {
  const writer = await importTs(repoUrl('apps/api/src/features/reports/facts-writer.ts'));
  for (const kind of storeKinds()) {
    if (kind.skipped) {
      report(`${kind.name}: report facts`, `skipped: ${kind.skipped}`);
      continue;
    }
    try {
      const { store } = await requestsStore(kind, counts);
      reportLoad(`${store.name} facts rebuild`);
      await measureRebuild(store, writer);
      reportLoad(`${store.name} facts writer`);
      await measureWriters(store, writer);
    } catch (err) {
      reportError(`${kind.name}: report facts`, err);
    }
  }
}
