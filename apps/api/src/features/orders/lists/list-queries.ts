import { orderFileUrl } from '@extranet/shared/schemas/order';
import type { AttachmentListItem, OrderSortKey } from '@extranet/shared/schemas/order-list';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jsonArrayOf } from '../../../db/json-text.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { orderFiles, orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import type { OrderConditions } from './list-filter.ts';
import { joinSummaryTables } from '../summary-query.ts';
import { applicantName, entityNameOf, summaryReply } from '../summary-reply.ts';

/**
 * The sortable columns of docs/product/requests.md#order-lists; ties broken by id in the same
 * direction.
 */
const sortExpressions: Record<Exclude<OrderSortKey, 'id'>, SQL> = {
  state: sql`${orders.stateId}`,
  date: sql`${orders.createdAt}`,
  activity: sql`lower(${activities.name})`,
  applicant: sql`lower(${applicantName})`,
  entity: sql`lower(${entityNameOf})`,
};

/**
 * ORDER BY of a page: the newest first by default (docs/product/README.md#constants-and-limits), on
 * the primary key.
 */
export function orderBy(
  sort: OrderSortKey | undefined,
  dir: 'asc' | 'desc',
  extra: Parameters<typeof asc>[0][] = [],
) {
  const by = dir === 'asc' ? asc : desc;
  const key = sort && sort !== 'id' ? [by(sortExpressions[sort])] : [];
  return [...key, by(orders.id), ...extra.map((e) => by(e))];
}

export interface Page {
  limit: number;
  offset: number;
  order: SQL[];
}

/**
 * One page of order summaries as the JSON text of their array: one query, every join in it (no
 * query per row), each row written as JSON by the database (summaryReply) and the page joined
 * into one value, so that 5,000 rows of an export cost one field to read and nothing to
 * serialise. string_agg reads the rows in the order of the sorted, limited subquery: the outer
 * query has no join or sort to reorder them (PostgreSQL's documentation feeds ordered aggregates
 * this way; the list tests check each sort's order).
 */
export async function selectOrderPageJson(
  db: Db,
  where: SQL | undefined,
  page: Page,
): Promise<string> {
  const rows = joinSummaryTables(
    db
      .select({ json: summaryReply.json().as('json') })
      .from(orders)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_rows');
  const [row] = await db.select({ items: jsonArrayOf(rows.json) }).from(rows);
  return row?.items ?? '[]';
}

/**
 * The number of orders (or, with `files`, of stored files) matching, counted on page 0 only
 * (docs/api-conventions.md). The campaign scope is a semi-join on the activities it covers, so the
 * planner reads a supervisor's few activities through the orders' activity index, and the whole
 * organization without joining every order to its campaign.
 */
export async function countOrders(
  db: Db,
  { orderWhere, campaignWhere, needs }: OrderConditions,
  files = false,
): Promise<number> {
  let query = (
    files
      ? db
          .select({ n: count() })
          .from(orderFiles)
          .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      : db.select({ n: count() }).from(orders)
  ).$dynamic();
  if (needs.users) query = query.innerJoin(users, eq(users.id, orders.userId));
  if (needs.entities) query = query.leftJoin(entities, eq(entities.id, orders.entityId));
  const scopedActivities = campaignWhere
    ? inArray(
        orders.activityId,
        db
          .select({ id: activities.id })
          .from(activities)
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
          .where(campaignWhere),
      )
    : undefined;
  const [row] = await query.where(and(orderWhere, scopedActivities));
  return row?.n ?? 0;
}

/**
 * One page of stored files with their order's columns (docs/product/requests.md#attachment-list).
 */
export async function selectAttachmentPage(
  db: Db,
  where: SQL | undefined,
  page: Page,
): Promise<AttachmentListItem[]> {
  const rows = await joinSummaryTables(
    db
      .select({ ...summaryReply.columns, file: orderFiles })
      .from(orderFiles)
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ file, ...row }) => ({
    ...summaryReply.present(row),
    file: {
      id: file.id,
      field: file.fieldName,
      fieldName: file.fieldName,
      form: file.form,
      file: file.storedName,
      originalName: file.originalName,
      size: file.size,
      url: orderFileUrl(file.orderId, file.storedName),
    },
  }));
}
