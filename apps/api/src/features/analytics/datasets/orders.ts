import { MAX_FORM_PAIRS, MAX_MANAGEMENT_PAIRS } from '@extranet/shared/reports/form-pairs';
import { type Column, type Dataset, type Row } from '../dataset.ts';
import { answerPairs, realParticipants, type AnswerShapes } from '../order-answers.ts';
import {
  formAnswers,
  managementAnswers,
  orderBatches,
  ordersOf,
  type OrderBatch,
  type RawOrder,
} from './order-batches.ts';
import { orderColumns, pairColumns } from './order-columns.ts';
import { orderCsvLine } from './order-csv.ts';
import { loadOrderDimensions, type OrderDimensions } from './order-dimensions.ts';
import { pairCounts } from './order-facts.ts';
import { orderCouncilOf, orderTargetOf } from './order-place.ts';

/** An order as its file row (typed cells), or null when it is not an order of the organization. */
export function orderRow(
  order: RawOrder,
  shapes: AnswerShapes,
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): Row | null {
  const [id, created, stateId, reason, activityId, userId, entityId] = order;
  const activity = dims.activities.get(activityId);
  if (!activity) return null;
  const [, , , , , , , , visitors, requested, name, cif] = order;
  const management = managementAnswers(order, shapes);
  const applicant = dims.applicants.get(userId);
  const entity = entityId ? dims.entities.get(entityId) : undefined;
  // docs/product/administration-and-analytics.md#analytics: the validated entity, else the proposed
  // one.
  const councilId = orderCouncilOf(order, entity, applicant);
  const targetId = orderTargetOf(order, entity);
  return [
    id,
    created || null,
    stateId,
    dims.states.get(stateId) ?? null,
    reason ?? '',
    activity.campaignId,
    activity.campaign,
    activity.edition,
    activityId,
    activity.name,
    userId,
    applicant?.name ?? null,
    applicant?.surname ?? null,
    applicant?.username ?? null,
    applicant?.email ?? null,
    entityId,
    Boolean(entityId),
    entity?.name ?? (name || null),
    entity?.cif ?? (cif || null),
    councilId,
    councilId === null ? null : (dims.councils.get(councilId) ?? null),
    targetId,
    targetId === null ? null : (dims.targets.get(targetId) ?? null),
    visitors,
    realParticipants(management),
    requested || null,
    ...answerPairs(formAnswers(order, shapes), pairs.form),
    ...answerPairs(management, pairs.management),
  ];
}

/** The organization's orders as rows, a batch at a time (the workbook's sheet). */
async function* rowBatches(
  batches: AsyncGenerator<OrderBatch>,
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): AsyncGenerator<Row[]> {
  for await (const batch of batches) {
    const rows: Row[] = [];
    for (const order of ordersOf(batch.orders)) {
      const row = orderRow(order, batch.shapes, dims, pairs);
      if (row) rows.push(row);
    }
    if (rows.length > 0) yield rows;
  }
}

/** Characters of CSV text handed to the reply at a time: small pieces are soon garbage. */
const CSV_PIECE = 64 * 1024;

/** The organization's orders as CSV lines (solicitudes.csv), written without rows. */
async function* csvText(
  batches: AsyncGenerator<OrderBatch>,
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): AsyncGenerator<string> {
  const line = orderCsvLine(dims, pairs);
  for await (const batch of batches) {
    let piece = '';
    for (const order of ordersOf(batch.orders)) {
      piece += line(order, batch.shapes) ?? '';
      if (piece.length >= CSV_PIECE) {
        yield piece;
        piece = '';
      }
    }
    if (piece) yield piece;
  }
}

/**
 * solicitudes.csv: every order of the organization's campaigns with its state, campaign,
 * activity, applicant, entity (validated, else proposed), council and target as the reports
 * read them (docs/product/administration-and-analytics.md#analytics), and its answers as
 * label/value pairs (docs/product/administration-and-analytics.md#analytics), as many pairs as the
 * longest answers need. Read by id in batches of 2,000 (keyset), never a whole table at once. The
 * CSV is written straight from what the database gives (order-csv.ts), the workbook from typed
 * rows.
 */
export const ordersDataset: Dataset = {
  sheet: 'Solicitudes',
  async open(scope) {
    const dimensions = Promise.all([
      loadOrderDimensions(scope),
      pairCounts(scope.db, scope.organizationId),
    ]);
    // Asked for now: the database reads the first orders while this thread builds the maps.
    const batches = orderBatches(scope);
    const [dims, counts] = await dimensions;
    const pairs = {
      form: Math.min(counts.form, MAX_FORM_PAIRS),
      management: Math.min(counts.management, MAX_MANAGEMENT_PAIRS),
    };
    const columns: Column[] = [
      ...orderColumns,
      ...pairColumns(pairs.form, ''),
      ...pairColumns(pairs.management, ' gestión'),
    ];
    return {
      columns,
      // Only one of the two is read (OpenDataset), so they can share the batches.
      batches: rowBatches(batches, dims, pairs),
      csvText: csvText(batches, dims, pairs),
    };
  },
};
