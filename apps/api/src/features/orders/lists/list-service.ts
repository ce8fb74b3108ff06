import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { Role } from '@extranet/shared/roles';
import type { AttachmentPage, OrderListFilter } from '@extranet/shared/schemas/order-list';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jsonPage } from '../../../db/json-text.ts';
import { activities } from '../../../db/schema/activities.ts';
import { orderFiles } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { orderConditions, type ListScope } from './list-filter.ts';
import { countOrders, orderBy, selectAttachmentPage, selectOrderPageJson } from './list-queries.ts';

/**
 * Whose orders a list shows (docs/product/requests.md#order-lists,
 * docs/product/README.md#roles-and-permissions): /myorderlist sends the caller's own userId, and
 * role 0 always gets its own orders whatever it sends; without it, role 1 gets the orders of the
 * campaigns it supervises (supervisorId forced) and role 2+ those of its organization, narrowed by
 * supervisorId and userId when sent.
 */
export function listScope(
  caller: SessionUser,
  filter: { userId?: number | undefined; supervisorId?: number | undefined },
): ListScope {
  if (caller.role < Role.Supervisor || filter.userId === caller.id) {
    return { kind: 'own', userId: caller.id };
  }
  return {
    kind: 'managed',
    organizationId: caller.organizationId,
    supervisorId: caller.role >= Role.Admin ? filter.supervisorId : caller.id,
    ...(filter.userId === undefined ? {} : { userId: filter.userId }),
  };
}

/** The page a filter asks for, in its sort (and `extraOrder` after the id). */
export const pageOf = (
  filter: OrderListFilter,
  extraOrder: Parameters<typeof orderBy>[2] = [],
) => ({
  limit: filter._pagesize,
  offset: filter._page * filter._pagesize,
  sort: filter._sort,
  dir: filter._dir,
  order: orderBy(filter._sort, filter._dir, extraOrder),
});

/**
 * `GET order/list-minimized/by-filter` (docs/product/requests.md#order-lists): one page of rows in
 * one query, sorted and filtered in SQL; the total is counted on page 0 only
 * (docs/api-conventions.md#campaign-and-activity-lists). Answers the OrderPage as JSON text, the
 * rows written by the database (selectOrderPageJson): an export's 5,000 rows are sent as they come.
 * The count runs beside the page (at once on PostgreSQL's pool; PGlite takes them in turn).
 */
export async function listOrdersJson(
  db: Db,
  caller: SessionUser,
  filter: OrderListFilter,
): Promise<string> {
  const scope = listScope(caller, filter);
  // The applicant's name filters the manager list only (docs/product/requests.md#order-lists).
  const conditions = orderConditions(filter, scope, scope.kind === 'own' ? 'none' : 'applicant');
  const [items, total] = await Promise.all([
    selectOrderPageJson(db, conditions, pageOf(filter)),
    filter._page === 0 ? countOrders(db, conditions) : null,
  ]);
  return jsonPage(items, total);
}

/** Field labels of the activities of a page: one query for the whole page. */
async function fieldLabels(db: Db, activityIds: number[]) {
  const labels = new Map<string, string>();
  if (activityIds.length === 0) return labels;
  const rows = await db
    .select({
      id: activities.id,
      request: activities.formMetadata,
      management: activities.formMetadataManagement,
    })
    .from(activities)
    .where(inArray(activities.id, activityIds));
  for (const row of rows) {
    for (const [form, fields] of [
      ['request', row.request],
      ['management', row.management],
    ] as const) {
      for (const field of fields as StoredFormField[]) {
        labels.set(`${row.id}:${form}:${field.name}`, field.label);
      }
    }
  }
  return labels;
}

/**
 * `GET order/list-minimized/by-attachment` (docs/product/requests.md#attachment-list, role 1+): one
 * row per stored file of the orders in scope, with the same filters; `name` is the attachment's
 * name.
 */
export async function listAttachments(
  db: Db,
  caller: SessionUser,
  filter: OrderListFilter,
): Promise<AttachmentPage> {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  const scope = listScope(caller, filter);
  const conditions = orderConditions(filter, scope, 'attachment');
  const items = await selectAttachmentPage(db, conditions, pageOf(filter, [orderFiles.id]));
  const labels = await fieldLabels(db, [...new Set(items.map((item) => item.activityId))]);
  for (const item of items) {
    const key = `${item.activityId}:${item.file.form}:${item.file.field}`;
    item.file.fieldName = labels.get(key) ?? item.file.field;
  }
  return { items, total: filter._page === 0 ? await countOrders(db, conditions, true) : null };
}
