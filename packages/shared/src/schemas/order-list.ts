import { z } from 'zod';
import { limits } from '../limits.ts';
import { PageQuery, pageOf } from './common.ts';
import { OrderFileItem, OrderSummary } from './order.ts';
import { idSchema } from './db-integer.ts';
import { FilterDate, IdList, optional, TagList } from './filter-fields.ts';

/**
 * The order lists of docs/product/requests.md#order-lists and their filters
 * (docs/product/requests.md#filters):
 * `order/list-minimized/by-filter`, `…/by-attachment` and the filters' choice lists. Paging,
 * sorting and `total` as docs/api-conventions.md#campaign-and-activity-lists says.
 */

/**
 * Sortable columns: Id, Estado, F. Solicitud, Actividad, Solicitante, Entidad
 * (docs/product/requests.md#order-lists).
 */
export const orderSortKeys = ['id', 'state', 'date', 'activity', 'applicant', 'entity'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

/** Filters both lists share (docs/product/requests.md#filters). */
const orderFilter = {
  /** Activity ids (the cascader's campaign choices are sent as their activities). */
  activity: optional(IdList),
  /** Entity name tags: each contained in the validated or proposed entity's name. */
  entity: optional(TagList),
  /** On the request date (a day of the server's TIME_ZONE), both days included. */
  startDate: optional(FilterDate),
  endDate: optional(FilterDate),
  id: optional(idSchema()),
  /** -1 or absent: any state ('Cualquiera'). */
  stateId: optional(z.coerce.number().int().min(-1).max(6)),
  /** The applicant: the caller's own id gives /myorderlist (forced for role 0). */
  userId: optional(idSchema()),
  /** Role 2+: the campaigns of this supervisor; role 1 always gets its own. */
  supervisorId: optional(idSchema()),
  /**
   * The report a list was opened from, part of the original filter: read and not used, as the
   * lists are the same whatever report led to them (docs/product/requests.md#filters).
   */
  reportId: optional(z.coerce.number().int().min(0).max(38)),
};

const listPaging = {
  _sort: optional(z.enum(orderSortKeys)),
  /** Up to the 5,000 rows of a CSV export (docs/product/README.md#constants-and-limits). */
  _pagesize: z.coerce.number().int().min(1).max(limits.exportRowLimit).default(10),
};

/** `GET order/list-minimized/by-filter`; `name` is the applicant's name (manager mode only). */
export const OrderListQuery = PageQuery.extend({
  ...orderFilter,
  ...listPaging,
  name: optional(z.string().trim().max(200)),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;
export type OrderListFilter = z.output<typeof OrderListQuery>;

/**
 * `GET order/list-minimized/by-attachment`; `name` is the attachment's name
 * (docs/product/requests.md#filters).
 */
export const AttachmentListQuery = OrderListQuery;
export type AttachmentListQuery = OrderListQuery;

export const OrderPage = pageOf(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

/** One stored file with its order's columns (docs/product/requests.md#attachment-list). */
export const AttachmentListItem = OrderSummary.extend({ file: OrderFileItem });
export type AttachmentListItem = z.infer<typeof AttachmentListItem>;
export const AttachmentPage = pageOf(AttachmentListItem);
export type AttachmentPage = z.infer<typeof AttachmentPage>;

/** `GET order/get-activity-names/` and `…/get-entity-names/`, scoped like the lists. */
export const OrderNamesQuery = z.object({
  supervisorId: orderFilter.supervisorId,
  /** The caller's own id: the names of its own requests (/myorderlist). */
  userId: orderFilter.userId,
});
export type OrderNamesQuery = z.input<typeof OrderNamesQuery>;

/** The activity cascader: campaign → activities. */
const CampaignActivities = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  activities: z.array(z.object({ id: z.number().int(), name: z.string(), complement: z.string() })),
});
export const ActivityNameTree = z.array(CampaignActivities);
export type ActivityNameTree = z.infer<typeof ActivityNameTree>;

/** Entity names for the entity tags, sorted. */
export const EntityNameList = z.array(z.string());
