import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PairAnswer } from '@extranet/shared/reports/form-pairs';
import { todayIn } from '@extranet/shared/zone-day';
import { rowsOf, type Db } from '../../db/client.ts';
import { orderReportFacts } from '../../db/schema/reports.ts';
import { serverTimeZone } from '../../time/today.ts';
import { extractReportFacts, type FactsActivity, type FactsField } from './facts.ts';

/** Orders read and written at once: one read query and one insert each. */
export const FACTS_BATCH = 1000;

/** A row of the read query: an order (`id` set) or one of its batch's activities. */
interface SourceRow {
  id: number | null;
  activity_id: number;
  user_data: unknown;
  user_data_management: unknown;
  request_day: string | null;
  agreed_date: string | null;
  agreed_time: string | null;
  form: unknown;
  mform: unknown;
}

/** JSON read as text (a driver may parse it itself: then it is used as it is). */
const parsed = <T>(value: unknown): T | null =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T | null;

/**
 * The orders `selection` picks (a `where … order by …` on `o`), each with its day in the TIME_ZONE
 * setting and its appointment columns, and their activities' forms once each: one query, the
 * forms not repeated on every order. The answers come as JSON text, parsed here: the embedded
 * store's thread would otherwise parse them and copy every object across. The orders are locked
 * for share until the transaction ends, so that a change of one of them waits for the facts
 * written from its answers, and writes its own after them.
 */
async function readSources(db: Db, selection: SQL): Promise<SourceRow[]> {
  return rowsOf<SourceRow>(
    await db.execute(sql`
      with b as materialized (
        select o.id, o.activity_id, o.user_data::text as user_data,
          o.user_data_management::text as user_data_management,
          (o.created_at at time zone ${serverTimeZone()})::date::text as request_day,
          o.agreed_date::text as agreed_date, o.agreed_time
        from orders o ${selection}
        for share of o
      )
      select b.id, b.activity_id, b.user_data, b.user_data_management, b.request_day,
        b.agreed_date, b.agreed_time, null as form, null as mform
      from b
      union all
      select null, a.id, null, null, null, null, null, a.form_metadata::text,
        a.form_metadata_management::text
      from activities a where a.id in (select activity_id from b)`),
  );
}

/** The facts rows of the orders among `rows`, their activities' forms taken from the same rows. */
function factsRows(rows: readonly SourceRow[]) {
  const activities = new Map<number, FactsActivity>();
  for (const row of rows) {
    if (row.id !== null) continue;
    activities.set(Number(row.activity_id), {
      formMetadata: parsed<FactsField[]>(row.form),
      formMetadataManagement: parsed<FactsField[]>(row.mform),
    });
  }
  const none: FactsActivity = { formMetadata: [], formMetadataManagement: [] };
  return rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      orderId: Number(row.id),
      ...extractReportFacts(
        {
          userData: parsed<PairAnswer[]>(row.user_data),
          userDataManagement: parsed<PairAnswer[]>(row.user_data_management),
          requestDay: row.request_day ?? '',
          agreedDate: row.agreed_date,
          agreedTime: row.agreed_time,
        },
        activities.get(Number(row.activity_id)) ?? none,
      ),
    }));
}

type FactsRow = ReturnType<typeof factsRows>[number];

/** The properties of a facts row in the table's column order. */
const columnKeys = Object.keys(getTableColumns(orderReportFacts)) as (keyof FactsRow)[];

/**
 * The statement that inserts or replaces the facts rows `rows`: one call of the SQL function
 * write_report_facts (migration 0014), which takes them as one JSON array of arrays in the
 * table's column order, so that a batch is one statement with one parameter whatever its size,
 * and its plan is made once a connection.
 */
function upsertStatement(rows: readonly FactsRow[]): SQL {
  const values = rows.map((row) => columnKeys.map((key) => row[key]));
  return sql`select write_report_facts(${JSON.stringify(values)}::jsonb)`;
}

/** Inserts or replaces the facts rows `rows` (upsertStatement). */
async function upsertFacts(db: Db, rows: readonly FactsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(upsertStatement(rows));
}

/**
 * Reads, computes and writes the facts of the orders `selection` picks; answers how many and the
 * highest id (0 for none).
 */
async function writeSelected(db: Db, selection: SQL): Promise<{ count: number; last: number }> {
  const rows = factsRows(await readSources(db, selection));
  await upsertFacts(db, rows);
  return { count: rows.length, last: rows.reduce((max, row) => Math.max(max, row.orderId), 0) };
}

/** A new order as its create has it at hand: what its facts read, and its activity's forms. */
export interface NewOrderFacts {
  orderId: number;
  createdAt: Date;
  userData: readonly PairAnswer[];
  userDataManagement: readonly PairAnswer[];
  agreedDate: string | null;
  agreedTime: string | null;
  activity: FactsActivity;
}

/**
 * The statement that writes the report facts of an order just created, from what the create
 * holds (docs/product/reporting.md#facts): nothing read again. The create sends it with a write
 * of its own, so that the facts cost it no round trip of their own
 * (docs/product/reporting.md#performance).
 */
function newOrderReportFactsStatement(order: NewOrderFacts): SQL {
  const facts = extractReportFacts(
    {
      userData: order.userData,
      userDataManagement: order.userDataManagement,
      requestDay: todayIn(serverTimeZone(), order.createdAt),
      agreedDate: order.agreedDate,
      agreedTime: order.agreedTime,
    },
    order.activity,
  );
  return upsertStatement([{ orderId: order.orderId, ...facts }]);
}

/**
 * Runs the data-modifying statement `write` (an INSERT, UPDATE or DELETE) and writes the report
 * facts of the order just created, as one statement: `write` as a CTE, which runs whether or not
 * the facts' call reads it.
 */
export async function writeNewOrderReportFactsWith(
  tx: Db,
  write: SQLWrapper,
  order: NewOrderFacts,
): Promise<void> {
  await tx.execute(
    sql`with alongside as (${write.getSQL()}) ${newOrderReportFactsStatement(order)}`,
  );
}

const idList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Writes the report facts of the orders `ids` (docs/product/reporting.md#facts), replacing any
 * they had, in the caller's transaction: the order's create or update calls it after storing the
 * answers, so that the facts commit with them or not at all. Batches of FACTS_BATCH orders, each
 * one read query and one insert.
 */
export async function writeReportFacts(tx: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  for (let i = 0; i < unique.length; i += FACTS_BATCH) {
    const batch = unique.slice(i, i + FACTS_BATCH);
    await writeSelected(tx, sql`where o.id = any(${idList(batch)})`);
  }
}

/**
 * Writes the report facts of every order of the activity `activityId`, in the caller's
 * transaction: its forms give the options whose labels the pairs show.
 */
export async function writeActivityReportFacts(tx: Db, activityId: number): Promise<void> {
  let after = 0;
  for (;;) {
    const { count, last } = await writeSelected(
      tx,
      sql`where o.activity_id = ${activityId} and o.id > ${after} order by o.id limit ${FACTS_BATCH}`,
    );
    if (count < FACTS_BATCH) return;
    after = last;
  }
}

/** What a rebuild did. */
export interface RebuildResult {
  orders: number;
  batches: number;
  ms: number;
}

export interface RebuildOptions {
  batchSize?: number;
  /** Only the orders of these ids, both included (a data generator's new orders). */
  ids?: { first: number; last: number };
  /**
   * Batches written at once, each in its own transaction: with PostgreSQL the server works on
   * one while this process computes another. The embedded store runs one transaction at a time.
   */
  lanes?: number;
  /** Hears the number of orders done after each batch. */
  onBatch?: (done: number) => void;
}

/** The first id of each batch of `size` orders (of `ids` when given), in id order. */
async function batchStarts(db: Db, size: number, ids: RebuildOptions['ids']): Promise<number[]> {
  const within = ids ? sql`where id between ${ids.first} and ${ids.last}` : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from (select id, row_number() over (order by id) as n from orders ${within}) x
      where (n - 1) % ${size} = 0 order by id`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `npm run reports:rebuild-facts` (docs/product/reporting.md#facts): recomputes the facts of every
 * order, FACTS_BATCH orders a transaction (one read query and one insert each), so that a large
 * store is rebuilt without one long transaction and the server may run meanwhile: an order
 * changed during the rebuild waits for its batch, then writes its own facts. Orders created
 * meanwhile have theirs from their create.
 */
export async function rebuildReportFacts(
  db: Db,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const size = options.batchSize ?? FACTS_BATCH;
  const started = performance.now();
  const starts = await batchStarts(db, size, options.ids);
  const end = options.ids ? sql`and o.id <= ${options.ids.last}` : sql``;
  const range = (i: number) => {
    const next = starts[i + 1];
    return sql`where o.id >= ${starts[i]} ${next === undefined ? end : sql`and o.id < ${next}`}`;
  };
  let claimed = 0;
  let orders = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && claimed < starts.length) {
      const i = claimed++;
      const { count } = await db.transaction((tx) => writeSelected(tx, range(i)));
      orders += count;
      options.onBatch?.(orders);
    }
  };
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? 2) }, () =>
    lane().catch((err: unknown) => {
      failed = true;
      throw err;
    }),
  );
  const outcomes = await Promise.allSettled(lanes);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return { orders, batches: starts.length, ms: performance.now() - started };
}
