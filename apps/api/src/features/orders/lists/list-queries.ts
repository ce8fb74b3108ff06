import { orderFileUrl } from '@extranet/shared/schemas/order';
import type { AttachmentListItem, OrderSortKey } from '@extranet/shared/schemas/order-list';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../../db/client.ts';
import { queryNamed } from '../../../db/named-query.ts';
import { jsonArrayOf } from '../../../db/json-text.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { campaignOrderCounts, orderCounts, orderFiles, orders } from '../../../db/schema/orders.ts';
import { orderStates, users } from '../../../db/schema/users.ts';
import type { OrderConditions } from './list-filter.ts';
import { joinSummaryTables } from '../summary-query.ts';
import { keptHoursCountQuery } from './order-hours.ts';
import { applicantName, summaryReply } from '../summary-reply.ts';

/**
 * The sortable columns of docs/product/requests.md#order-lists; ties broken by id in the same
 * direction.
 */
const sortExpressions: Record<Exclude<OrderSortKey, 'id'>, SQL> = {
  state: sql`${orders.stateId}`,
  date: sql`${orders.createdAt}`,
  activity: sql`lower(${activities.name})`,
  applicant: sql`lower(${applicantName})`,
  // The same as lower(entityNameOf), kept on the order by the database.
  entity: sql`${orders.entitySortName}`,
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
  /** The sort asked for; absent (or 'id') is the newest first. */
  sort: OrderSortKey | undefined;
  dir: 'asc' | 'desc';
  order: SQL[];
}

/** The ids of the campaigns in scope. */
const campaignsIn = (db: Db, campaignWhere: SQL) =>
  db.select({ id: campaigns.id }).from(campaigns).where(campaignWhere);

/**
 * The scope on the order's campaign as a semi-join on the activities it covers: the planner
 * reads a supervisor's few activities, and never joins every order to its campaign.
 */
const inScopedActivities = (db: Db, campaignWhere: SQL | undefined) =>
  campaignWhere
    ? inArray(
        orders.activityId,
        db
          .select({ id: activities.id })
          .from(activities)
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
          .where(campaignWhere),
      )
    : undefined;

/**
 * A screen's page (up to this many rows) reads its state, applicant and entity by a lookup a row
 * rather than by joins: planning six joins and the JSON over them cost four times what the ten
 * rows cost to read (docs/product/requests.md#performance). An export's 5,000 rows are read
 * faster by joins, planned once for them all.
 */
const LOOKED_UP_PAGE_MAX = 100;

/** The summary's parts for a page joined to its activity and campaign only. */
const lookedUpParts = {
  id: orders.id,
  date: orders.createdAt,
  stateId: orders.stateId,
  stateValue: sql`(select ${orderStates.value} from ${orderStates} where ${orderStates.id} = ${orders.stateId})`,
  activityId: orders.activityId,
  activityName: activities.name,
  campaignId: campaigns.id,
  campaignName: campaigns.name,
  userId: orders.userId,
  userName: sql`(select ${applicantName} from ${users} where ${users.id} = ${orders.userId})`,
  entityId: orders.entityId,
  entityName: sql`coalesce((select ${entities.name} from ${entities} where ${entities.id} = ${orders.entityId}), nullif(${orders.entityData} ->> 'name', ''))`,
  supervisorId: campaigns.supervisorId,
};

/**
 * The scope of a page's ids. Sorted by activity, the page walks the activities in name order:
 * the scope is read on those activities' campaigns, so that activities out of scope are passed
 * over before their orders are read.
 */
const scopeOfPage = (db: Db, campaignWhere: SQL | undefined, sort: OrderSortKey | undefined) =>
  sort === 'activity' && campaignWhere
    ? inArray(activities.campaignId, campaignsIn(db, campaignWhere))
    : inScopedActivities(db, campaignWhere);

/**
 * The joins a query of the matching orders needs beyond `orders` (and the file, for the
 * attachments): those its sort reads. The filters read the orders' own columns, or their
 * applicants by a subquery (list-filter.ts).
 */
function joinedFor(query: PgSelect, sort?: OrderSortKey) {
  let joined = query;
  if (sort === 'activity') {
    joined = joined.innerJoin(activities, eq(activities.id, orders.activityId));
  }
  if (sort === 'applicant') {
    joined = joined.innerJoin(users, eq(users.id, orders.userId));
  }
  return joined;
}

/**
 * The deepest page offset whose query runs as a named statement (queryList): each page number
 * is a text of its own (pageNumber), and a connection keeps every statement it names.
 */
const NAMED_PAGE_OFFSET_MAX = 100;

/**
 * A page's LIMIT or OFFSET written into the query's text. As a parameter, PostgreSQL cannot cost
 * a named statement's generic plan (an unknown limit looks like every row), so it planned every
 * call anew, which cost more than the page's rows; written in, the generic plan is kept after
 * five calls (a gestor's page 1 sorted by activity: 2.1 ms, then 1.1 ms;
 * docs/product/requests.md#performance). The value is the filter's, a checked integer.
 */
function pageNumber(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page size or offset: ${n}`);
  // Drizzle writes an SQL value given as the limit or offset into the text as it is.
  return sql.raw(String(n)) as unknown as number;
}

/**
 * A page's ids and sort keys: the matching orders with only the joins their filter and sort read,
 * sorted and limited, so that an index serving the filter and the sort finds them.
 */
export function orderPageIdsQuery(
  db: Db,
  { orderWhere, campaignWhere }: OrderConditions,
  page: Page,
) {
  const key = page.sort && page.sort !== 'id' ? sortExpressions[page.sort] : orders.id;
  return joinedFor(
    db
      .select({
        pageId: sql<number>`${orders.id}`.as('page_id'),
        pageSort: sql`${key}`.as('page_sort'),
      })
      .from(orders)
      .$dynamic(),
    page.sort,
  )
    .where(and(orderWhere, scopeOfPage(db, campaignWhere, page.sort)))
    .orderBy(...page.order)
    .limit(pageNumber(page.limit))
    .offset(pageNumber(page.offset));
}

/**
 * One page of order summaries as the JSON text of their array (docs/product/requests.md#performance).
 * First the page's ids (orderPageIdsQuery); then those rows alone, each written as JSON by the
 * database (summaryReply) in the ids' order, and the page joined into one value, so that 5,000
 * rows of an export cost one field to read and nothing to serialise. string_agg reads the rows
 * in the order of the sorted subquery (PostgreSQL's documentation feeds ordered aggregates this
 * way; the list tests check each sort's order).
 */
export function orderPageQuery(db: Db, conditions: OrderConditions, page: Page) {
  const ids = orderPageIdsQuery(db, conditions, page).as('page_ids');
  const by = page.dir === 'asc' ? asc : desc;
  const rows = (
    page.limit <= LOOKED_UP_PAGE_MAX
      ? db
          .select({ json: summaryReply.json(lookedUpParts).as('json') })
          .from(ids)
          .innerJoin(orders, eq(orders.id, ids.pageId))
          .innerJoin(activities, eq(activities.id, orders.activityId))
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
      : joinSummaryTables(
          db
            .select({ json: summaryReply.json().as('json') })
            .from(ids)
            .innerJoin(orders, eq(orders.id, ids.pageId))
            .$dynamic(),
        )
  )
    .orderBy(by(ids.pageSort), by(ids.pageId))
    .as('page_rows');
  return db.select({ items: jsonArrayOf(rows.json).as('items') }).from(rows);
}

/**
 * The JSON text of a screen's page of known ids, in their order: one text for every page of
 * every filter, which a server plans once a connection.
 */
export function pageOfIdsQuery(db: Db, ids: number[]) {
  const listed = sql`unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page_ids(page_id, n)`;
  const rows = db
    .select({ json: summaryReply.json(lookedUpParts).as('json') })
    .from(listed)
    .innerJoin(orders, sql`${orders.id} = page_ids.page_id`)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .orderBy(sql`page_ids.n`)
    .as('page_rows');
  return db.select({ items: jsonArrayOf(rows.json).as('items') }).from(rows);
}

/**
 * Runs a list's query as a named statement, unless it is a page deeper than
 * NAMED_PAGE_OFFSET_MAX or its filter has dates or a text: after five calls PostgreSQL may keep
 * one generic plan for a named statement, and a generic plan cannot know how many orders a range
 * of dates or a `like` keeps. For the three-month administrator page it guessed two and
 * read all 10,628 of them (31 ms instead of 3), so such queries are planned for their values.
 */
async function queryList<Row>(db: Db, conditions: OrderConditions, query: SQLWrapper, page?: Page) {
  const named = !conditions.plannedForValues && (page?.offset ?? 0) <= NAMED_PAGE_OFFSET_MAX;
  return named ? queryNamed<Row>(db, query) : queryPlannedForValues<Row>(db, query);
}

/** Runs `query` as an unnamed statement, which the server plans for its values. */
async function queryPlannedForValues<Row>(db: Db, query: SQLWrapper) {
  return rowsOf<Row>(await db.execute(query.getSQL()));
}

/**
 * A screen's page of a list with dates or a text: its ids planned for their values, then their
 * JSON by the one named statement of pageOfIdsQuery. Planning the whole page on every call cost
 * twice what planning its ids does: the page's JSON is most of the planner's work.
 */
async function selectPlannedPageJson(db: Db, conditions: OrderConditions, page: Page) {
  const ids = (
    await queryPlannedForValues<{ page_id: number }>(db, orderPageIdsQuery(db, conditions, page))
  ).map((row) => Number(row.page_id));
  if (ids.length === 0) return '[]';
  const [row] = await queryNamed<{ items: string }>(db, pageOfIdsQuery(db, ids));
  return row?.items ?? '[]';
}

export async function selectOrderPageJson(
  db: Db,
  conditions: OrderConditions,
  page: Page,
): Promise<string> {
  if (conditions.plannedForValues && page.limit <= LOOKED_UP_PAGE_MAX) {
    return selectPlannedPageJson(db, conditions, page);
  }
  const [row] = await queryList<{ items: string }>(
    db,
    conditions,
    orderPageQuery(db, conditions, page),
    page,
  );
  return row?.items ?? '[]';
}

/** count(*) as an integer: a bigint would reach a named statement's rows as text. */
const countInt = sql<number>`count(*)::int`.as('n');

/**
 * The number of orders (or, with `files`, of stored files) matching, counted on page 0 only
 * (docs/api-conventions.md), without a dated page's id bounds (`totalWhere`).
 */
export function orderCountQuery(
  db: Db,
  { totalWhere, campaignWhere }: OrderConditions,
  files = false,
) {
  const query = (
    files
      ? db
          .select({ n: countInt })
          .from(orderFiles)
          .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      : db.select({ n: countInt }).from(orders)
  ).$dynamic();
  return query.where(and(totalWhere, inScopedActivities(db, campaignWhere)));
}

/**
 * The total of a filter on the scope, the activities and the state alone, from the kept counts
 * (docs/product/requests.md#performance): those of the campaigns in scope, or of the activities
 * asked for.
 */
export function keptCountQuery(
  db: Db,
  campaignWhere: SQL | undefined,
  { activityIds, stateId }: NonNullable<OrderConditions['kept']>,
) {
  const total = (n: SQL | AnyColumn) => ({ n: sql<number>`coalesce(sum(${n}), 0)::int`.as('n') });
  if (activityIds?.length) {
    return db
      .select(total(orderCounts.n))
      .from(orderCounts)
      .where(
        and(
          inArray(orderCounts.activityId, activityIds),
          campaignWhere
            ? inArray(orderCounts.campaignId, campaignsIn(db, campaignWhere))
            : undefined,
          stateId === undefined ? undefined : eq(orderCounts.stateId, stateId),
        ),
      );
  }
  return db
    .select(total(campaignOrderCounts.n))
    .from(campaignOrderCounts)
    .innerJoin(campaigns, eq(campaigns.id, campaignOrderCounts.campaignId))
    .where(
      and(
        campaignWhere,
        stateId === undefined ? undefined : eq(campaignOrderCounts.stateId, stateId),
      ),
    );
}

/** The total of page 0: of the stored files (`files`), or of the orders. */
export async function countOrders(
  db: Db,
  conditions: OrderConditions,
  files = false,
): Promise<number> {
  const query = files
    ? orderCountQuery(db, conditions, files)
    : conditions.kept
      ? keptCountQuery(db, conditions.campaignWhere, conditions.kept)
      : conditions.keptHours
        ? keptHoursCountQuery(db, conditions.keptHours)
        : orderCountQuery(db, conditions);
  const [row] = await queryList<{ n: number }>(db, conditions, query);
  return row?.n ?? 0;
}

/**
 * One page of stored files with their order's columns (docs/product/requests.md#attachment-list),
 * as the order list's page: the files' ids first, with only the joins their filter and sort read,
 * then those rows alone with every column.
 */
export function attachmentPageQuery(
  db: Db,
  { orderWhere, campaignWhere }: OrderConditions,
  page: Page,
) {
  const ids = joinedFor(
    db
      .select({ fileId: orderFiles.id })
      .from(orderFiles)
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .$dynamic(),
    page.sort,
  )
    .where(and(orderWhere, scopeOfPage(db, campaignWhere, page.sort)))
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return joinSummaryTables(
    db
      .select({ ...summaryReply.columns, file: orderFiles })
      .from(ids)
      .innerJoin(orderFiles, eq(orderFiles.id, ids.fileId))
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .$dynamic(),
  ).orderBy(...page.order);
}

export async function selectAttachmentPage(
  db: Db,
  conditions: OrderConditions,
  page: Page,
): Promise<AttachmentListItem[]> {
  const rows = await attachmentPageQuery(db, conditions, page);
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
