import { sql } from 'drizzle-orm';
import {
  answerShape,
  shapeOf,
  type Answers,
  type AnswerShape,
  type AnswerShapes,
  type AnswerValue,
} from '../order-answers.ts';
import { rowsOf } from '../../../db/client.ts';
import type { Scope } from '../dataset.ts';

/**
 * An order as the export reads it, in this order: id, created ('YYYY-MM-DD HH:MM', Madrid),
 * state id, state reason, activity id, applicant id, validated entity id, entity mode (1
 * individual, 2 entity), visitors, requested date ('YYYY-MM-DD'), the proposed entity's name,
 * CIF, council and target (as text), then the request answers and the management answers, each
 * as the id of its shape (the batch's `shapes`) and its values.
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
  formShapeId: number,
  formValues: AnswerValue[],
  managementShapeId: number,
  managementValues: AnswerValue[],
];

/** The request answers of an order, the shape taken from its batch's `shapes`. */
export const formAnswers = (order: RawOrder, shapes: AnswerShapes): Answers => ({
  shape: shapeOf(shapes, order[14]),
  values: order[15],
});

/** The management answers of an order, the shape taken from its batch's `shapes`. */
export const managementAnswers = (order: RawOrder, shapes: AnswerShapes): Answers => ({
  shape: shapeOf(shapes, order[16]),
  values: order[17],
});

/** Orders, a line of JSON (a `RawOrder`) each, and the shapes their answers name. */
export interface OrderBatch {
  orders: string;
  shapes: AnswerShapes;
}

/** Orders read per query. */
const ORDER_BATCH = 2_000;

/**
 * One query a batch, answering one row: the last id, how many orders, the orders as one text
 * (their lines as the database keeps them, `order_export_lines`, schema/orders.ts), and the
 * shapes they name as JSON (`[[id, [labels, types]], …]`). An embedded PGlite pays for every row
 * and every field it hands over, so a batch travels as one row of few fields, and each form's
 * labels and types once rather than on every order. PostgreSQL's JSON never holds a raw line
 * break (it writes '\n'), so lines cannot be confused. Each line is parsed when it is written:
 * its objects are soon garbage, never a whole batch of them at once. No joins: the names the
 * orders point at are read once into maps (order-dimensions.ts).
 */
const batchQuery = (afterId: number, limit: number) => sql`
  with page as (
    select order_id, form_shape_id, management_shape_id, line from order_export_lines
    where order_id > ${afterId} order by order_id limit ${limit}
  )
  select max(order_id)::int as "last", count(*)::int as "count",
    string_agg(line, chr(10) order by order_id) as "orders",
    (select json_agg(json_build_array(s.id, s.lists::json))::text from answer_shapes s
      where s.id in (select form_shape_id from page union select management_shape_id from page)
    ) as "shapes"
  from page`;

interface BatchRow {
  last: number | null;
  count: number;
  orders: string | null;
  shapes: string | null;
}

async function readBatch({ db }: Scope, afterId: number, limit: number): Promise<BatchRow> {
  const result = await db.execute(batchQuery(afterId, limit));
  const [row] = rowsOf<BatchRow>(result);
  return row ?? { last: null, count: 0, orders: null, shapes: null };
}

/** Adds a batch's shapes to those of the batches before it (an id's shape never changes). */
function addShapes(known: Map<number, AnswerShape>, json: string | null): void {
  if (!json) return;
  const shapes = JSON.parse(json) as [number, [AnswerShape['labels'], AnswerShape['types']]][];
  for (const [id, [labels, types]] of shapes) {
    if (!known.has(id)) known.set(id, answerShape(labels, types));
  }
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
 * are held at once. Read a batch's orders with `ordersOf`.
 */
export function orderBatches(scope: Scope, limit = ORDER_BATCH): AsyncGenerator<OrderBatch> {
  const first = readBatch(scope, 0, limit);
  // Handled when awaited; never an unhandled rejection if the batches are never read.
  first.catch(() => undefined);
  return batchesFrom(first, scope, limit);
}

async function* batchesFrom(
  first: Promise<BatchRow>,
  scope: Scope,
  limit: number,
): AsyncGenerator<OrderBatch> {
  const shapes = new Map<number, AnswerShape>();
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
    addShapes(shapes, batch.shapes);
    if (batch.orders) yield { orders: batch.orders, shapes };
    if (!more) return;
  }
}
