import { sql } from 'drizzle-orm';
import type { AnswerLists } from '../order-answers.ts';
import { rowsOf } from '../../../db/client.ts';
import type { Scope } from '../dataset.ts';

/**
 * An order as the export reads it, in this order: id, created ('YYYY-MM-DD HH:MM', Madrid),
 * state id, state reason, activity id, applicant id, validated entity id, entity mode (1
 * individual, 2 entity), visitors, requested date ('YYYY-MM-DD'), the proposed entity's name,
 * CIF, council and target (as text), the request answers and the management answers (each as
 * its lists of labels, values and types).
 */
export type RawOrder = [
  id: number,
  created: string | null,
  stateId: number,
  reason: string | null,
  activityId: number,
  userId: number,
  entityId: number | null,
  entityMode: number,
  visitors: number | null,
  requestedDate: string | null,
  proposedName: string | null,
  proposedCif: string | null,
  proposedCouncil: string | null,
  proposedTarget: string | null,
  answers: AnswerLists,
  management: AnswerLists,
];

/** Orders read per query. */
export const ORDER_BATCH = 2_000;

/**
 * One query a batch, answering one row: the last id, how many orders, and the orders as one
 * text, a line of JSON (a `RawOrder`) each. An embedded PGlite pays for every row and every
 * field it hands over, so a batch travels as one field. JSON keeps every value as it is, and
 * PostgreSQL's JSON never holds a raw line break (it writes '\n'), so lines cannot be confused.
 * The answers are their lists kept as JSON text (`order_answer_lists`, schema/orders.ts), put
 * after the other fields' array without its closing bracket rather than read as JSON again;
 * both tables are read in id order from the same id on, so they merge without lookups.
 * Each line is parsed when it is written: its objects are soon garbage, never a whole batch
 * of them at once. No joins: the names the orders point at are read once into maps
 * (order-dimensions.ts).
 */
const batchQuery = (afterId: number, limit: number) => sql`
  select max(o.id)::int as "last", count(*)::int as "count",
    string_agg(left(json_build_array(
      o.id,
      to_char(o.created_at at time zone 'Europe/Madrid', 'YYYY-MM-DD HH24:MI'),
      o.state_id, o.state_change_reason, o.activity_id, o.user_id, o.entity_id, o.entity_mode,
      o.visitors, o.requested_date::text,
      o.entity_data ->> 'name', o.entity_data ->> 'cif',
      o.entity_data ->> 'idCouncil', o.entity_data ->> 'idTarget'
    )::text, -1) || ', ' || l.user_data_lists || ', ' || l.user_data_management_lists || ']',
    chr(10) order by o.id) as "orders"
  from (select * from orders where id > ${afterId} order by id limit ${limit}) o
    join order_answer_lists l on l.order_id = o.id and l.order_id > ${afterId}`;

interface BatchRow {
  last: number | null;
  count: number;
  orders: string | null;
}

async function readBatch({ db }: Scope, afterId: number, limit: number): Promise<BatchRow> {
  const result = await db.execute(batchQuery(afterId, limit));
  const [row] = rowsOf<BatchRow>(result);
  return row ?? { last: null, count: 0, orders: null };
}

/** The orders of a batch's text, one line (one JSON.parse) at a time. */
export function* ordersOf(text: string): Generator<RawOrder> {
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    yield JSON.parse(text.slice(start, stop)) as RawOrder;
    start = stop + 1;
  }
}

/**
 * Every order by id, a batch at a time (keyset: each query starts after the last id read, so
 * every batch costs the same). The first batch is asked for at once, when this is called, so
 * that the database reads it while the caller prepares what it needs to write the orders; each
 * next batch is asked for before this one is handed over: the database (a server, or the
 * embedded store's own thread) reads it while this thread writes this one. At most two batches
 * are held at once. Each batch is its text: read its orders with `ordersOf`.
 */
export function orderBatches(scope: Scope, limit = ORDER_BATCH): AsyncGenerator<string> {
  const first = readBatch(scope, 0, limit);
  // Handled when awaited; never an unhandled rejection if the batches are never read.
  first.catch(() => undefined);
  return batchesFrom(first, scope, limit);
}

async function* batchesFrom(
  first: Promise<BatchRow>,
  scope: Scope,
  limit: number,
): AsyncGenerator<string> {
  let next = first;
  for (;;) {
    const batch = await next;
    const more = batch.count === limit && batch.last !== null;
    if (more) {
      next = readBatch(scope, batch.last ?? 0, limit);
      next.catch(() => undefined);
      // The query leaves only after a few promise steps of Drizzle's: let them run now, or
      // they wait behind the whole batch that this thread is about to write.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (batch.orders) yield batch.orders;
    if (!more) return;
  }
}
