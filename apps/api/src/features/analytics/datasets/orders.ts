import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { sql } from 'drizzle-orm';
import { orders, type OrderAnswer } from '../../../db/schema/orders.ts';
import { type Column, type Dataset, type Row, type Scope } from '../dataset.ts';
import {
  answerPairs,
  MAX_FORM_PAIRS,
  MAX_MANAGEMENT_PAIRS,
  realParticipants,
} from '../order-answers.ts';
import { orderColumns, pairColumns } from './order-columns.ts';
import { loadOrderDimensions, type OrderDimensions } from './order-dimensions.ts';
import { pairCounts } from './order-facts.ts';

/** Orders read per query. */
const ORDER_BATCH = 2_000;
/** The unit separator between the fields of a row's line (never inside JSON text). */
const SEPARATOR = '\u001f';

/** Text of a column, the separator taken out, '' for null. */
const text = (value: unknown) => sql`coalesce(translate((${value})::text, chr(31), ''), '')`;
/** JSON text: it escapes control characters, so it needs no translate() (costly on long text). */
const json = (value: unknown) => sql`coalesce((${value})::text, '[]')`;

/**
 * One text a row: an embedded PGlite pays for every field of every row it hands over, so the
 * order's own columns travel as one line and are split here. Answers are JSON text (which
 * escapes control characters, so the separator never occurs inside).
 */
const orderLine = sql.join(
  [
    text(sql`to_char(${orders.createdAt} at time zone 'Europe/Madrid', 'YYYY-MM-DD HH24:MI')`),
    text(orders.stateId),
    text(orders.stateChangeReason),
    text(orders.activityId),
    text(orders.userId),
    text(orders.entityId),
    text(orders.entityMode),
    text(orders.visitors),
    text(orders.requestedDate),
    text(sql`${orders.entityData} ->> 'name'`),
    text(sql`${orders.entityData} ->> 'cif'`),
    text(sql`${orders.entityData} ->> 'idCouncil'`),
    text(sql`${orders.entityData} ->> 'idTarget'`),
    json(orders.userData),
    json(orders.userDataManagement),
  ],
  sql`, `,
);

interface OrderLine {
  id: number;
  line: string;
}

const readLines = async ({ db }: Scope, afterId: number): Promise<OrderLine[]> => {
  const result = await db.execute(
    sql`select ${orders.id} as id, concat_ws(chr(31), ${orderLine}) as line from ${orders}
      where ${orders.id} > ${afterId} order by ${orders.id} limit ${ORDER_BATCH}`,
  );
  return (result as unknown as { rows: OrderLine[] }).rows;
};

const int = (value: string | undefined) => (value ? Number(value) : null);
const idOf = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** An order as its file row, or null when it is not an order of the organization. */
function orderRow(
  { id, line }: OrderLine,
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): Row | null {
  const f = line.split(SEPARATOR);
  const [created, stateId, reason, activityId, userId, entityId, mode, visitors, requested] = f;
  const activity = dims.activities.get(Number(activityId));
  if (!activity) return null;
  const applicant = dims.applicants.get(Number(userId));
  const entity = entityId ? dims.entities.get(Number(entityId)) : undefined;
  // reports.md §1.1: the validated entity, else the proposed one; an individual request is
  // the applicant's council and the citizen target.
  const councilId = entity?.councilId ?? idOf(f[11]) ?? applicant?.councilId ?? null;
  const targetId = entity?.targetId ?? idOf(f[12]) ?? (mode === '1' ? CITIZEN_TARGET_ID : null);
  const answers = JSON.parse(f[13] || '[]') as OrderAnswer[];
  const management = JSON.parse(f[14] || '[]') as OrderAnswer[];
  return [
    id,
    created || null,
    int(stateId),
    dims.states.get(Number(stateId)) ?? null,
    reason ?? '',
    activity.campaignId,
    activity.campaign,
    activity.edition,
    Number(activityId),
    activity.name,
    int(userId),
    applicant?.name ?? null,
    applicant?.surname ?? null,
    applicant?.username ?? null,
    applicant?.email ?? null,
    int(entityId),
    Boolean(entityId),
    entity?.name ?? (f[9] || null),
    entity?.cif ?? (f[10] || null),
    councilId,
    councilId === null ? null : (dims.councils.get(councilId) ?? null),
    targetId,
    targetId === null ? null : (dims.targets.get(targetId) ?? null),
    int(visitors),
    realParticipants(management),
    requested || null,
    ...answerPairs(answers, pairs.form),
    ...answerPairs(management, pairs.management),
  ];
}

async function* orderBatches(
  scope: Scope,
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): AsyncGenerator<Row[]> {
  for (let after = 0; ;) {
    const lines = await readLines(scope, after);
    const rows: Row[] = [];
    for (const line of lines) {
      const row = orderRow(line, dims, pairs);
      if (row) rows.push(row);
    }
    if (rows.length > 0) yield rows;
    const last = lines.at(-1);
    if (!last || lines.length < ORDER_BATCH) return;
    after = last.id;
  }
}

/**
 * solicitudes.csv: every order of the organization's campaigns with its state, campaign,
 * activity, applicant, entity (validated, else proposed), council and target as the reports
 * read them (reports.md §1.1), and its answers as label/value pairs (reports.md §1.2), as many
 * pairs as the longest answers need. Read by id in batches of 2,000 (keyset), never a whole
 * table at once.
 */
export const ordersDataset: Dataset = {
  sheet: 'Solicitudes',
  async open(scope) {
    const [dims, counts] = await Promise.all([
      loadOrderDimensions(scope),
      pairCounts(scope.db, scope.organizationId),
    ]);
    const pairs = {
      form: Math.min(counts.form, MAX_FORM_PAIRS),
      management: Math.min(counts.management, MAX_MANAGEMENT_PAIRS),
    };
    const columns: Column[] = [
      ...orderColumns,
      ...pairColumns(pairs.form, ''),
      ...pairColumns(pairs.management, ' gestión'),
    ];
    return { columns, batches: orderBatches(scope, dims, pairs) };
  },
};
