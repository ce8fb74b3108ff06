import type { OrderSortKey } from '@extranet/shared/schemas/order-list';
import { orderSortKeys } from '@extranet/shared/schemas/order-list';

type SortDir = 'asc' | 'desc';

/**
 * The server-side sort of a list (docs/api-conventions.md#campaign-and-activity-lists `_sort`,
 * `_dir`).
 */
export interface ListSort {
  key: OrderSortKey;
  dir: SortDir;
}

/**
 * docs/product/requests.md#order-lists, docs/product/README.md#constants-and-limits: Id descending.
 */
export const defaultSort: ListSort = { key: 'id', dir: 'desc' };

type AntOrder = 'ascend' | 'descend' | null | undefined;

interface SorterLike {
  columnKey?: unknown;
  order?: AntOrder;
}

const isSortKey = (key: unknown): key is OrderSortKey =>
  typeof key === 'string' && (orderSortKeys as readonly string[]).includes(key);

/** What antd's Table reports after a header click, as a list sort; no order is the default. */
export function sortFromTable(sorter: SorterLike | SorterLike[]): ListSort {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || !isSortKey(first.columnKey)) return defaultSort;
  return { key: first.columnKey, dir: first.order === 'ascend' ? 'asc' : 'desc' };
}

/** The order antd shows on the column `key`. */
export const sortOrderOf = (sort: ListSort, key: OrderSortKey): 'ascend' | 'descend' | null =>
  sort.key === key ? (sort.dir === 'asc' ? 'ascend' : 'descend') : null;

/** `_sort` and `_dir` of the list call. */
export const sortQuery = (sort: ListSort) => ({ _sort: sort.key, _dir: sort.dir });
