import type { OrderFilterQuery } from '@/shared/order-lists/order-filter';
import type { NameFilter } from '@/shared/order-lists/order-filter-fields';
import type { OrderDetailMode } from '@/shared/order-lists/order-detail-link';
import { sortQuery, type ListSort } from '@/shared/order-lists/table-sort';
import { limits } from '@extranet/shared/limits';
import { orderListTexts as t } from './order-list-texts';

/** The two screens of one feature: /orderlist (manager) and /myorderlist (own requests). */
export type OrderListMode = OrderDetailMode;

/** What each mode shows and sends (docs/product/requests.md#order-lists). */
export interface OrderListRules {
  title: string;
  /** /myorderlist always sends the caller's own userId; the manager list never does. */
  sendsOwnUserId: boolean;
  /** Solicitante column, applicant-name filter, row selection and CAMBIAR ESTADO. */
  manager: boolean;
  nameFilter: NameFilter;
  exportFileName: string;
}

export function orderListRules(mode: OrderListMode): OrderListRules {
  const manager = mode === 'manager';
  return {
    title: manager ? t.managerTitle : t.ownTitle,
    sendsOwnUserId: !manager,
    manager,
    nameFilter: manager ? 'applicant' : null,
    exportFileName: t.exportFileName,
  };
}

/**
 * The query of `order/list-minimized/by-filter` for a mode: the filter, the caller's own userId
 * in own mode (and no applicant name there), the sort, and the page (10 a page,
 * docs/product/README.md#constants-and-limits).
 */
export function orderListQuery(
  mode: OrderListMode,
  callerId: number,
  filter: OrderFilterQuery,
  sort: ListSort,
  page: { index: number; size: number } = { index: 0, size: limits.defaultPageSize },
) {
  const { name, ...rest } = filter;
  const rules = orderListRules(mode);
  return {
    ...rest,
    ...(rules.manager && name ? { name } : {}),
    ...(rules.sendsOwnUserId ? { userId: callerId } : {}),
    ...sortQuery(sort),
    _page: page.index,
    _pagesize: page.size,
  };
}

/**
 * The query of the CSV export: the same filter and sort, page 0 of up to 5,000 rows
 * (docs/product/README.md#constants-and-limits).
 */
export const orderExportQuery = (
  mode: OrderListMode,
  callerId: number,
  filter: OrderFilterQuery,
  sort: ListSort,
) => orderListQuery(mode, callerId, filter, sort, { index: 0, size: limits.exportRowLimit });

export type OrderListCallQuery = ReturnType<typeof orderListQuery>;
