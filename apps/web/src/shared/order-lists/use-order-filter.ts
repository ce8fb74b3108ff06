import { messages } from '@extranet/shared/messages';
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { useMemo, useState } from 'react';
import { toast } from '../toast';
import {
  defaultOrderFilter,
  filterKey,
  isOrderFilterActive,
  orderFilterQuery,
  type OrderFilterValues,
} from './order-filter';
import { defaultSort, type ListSort } from './table-sort';

/**
 * The state of a filtered, sorted, paged list (docs/product/requests.md#order-lists): the filter
 * being edited, the one applied by FILTRAR (a change marks the result stale until then), the page
 * from 0 and the server-side sort. A new filter or sort goes back to page 0.
 */
export function useOrderFilter(tree: ActivityNameTree) {
  const [draft, setDraft] = useState<OrderFilterValues>(defaultOrderFilter);
  const [applied, setApplied] = useState<OrderFilterValues>(defaultOrderFilter);
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState<ListSort>(defaultSort);
  const query = useMemo(() => orderFilterQuery(applied, tree), [applied, tree]);
  const stale = filterKey(draft) !== filterKey(applied);

  return {
    draft,
    setDraft,
    query,
    stale,
    /** 'Filtros activos': the list shown is narrowed. */
    active: isOrderFilterActive(applied),
    page,
    setPage,
    sort,
    setSort(next: ListSort) {
      setSortState(next);
      setPage(0);
    },
    /** FILTRAR: loads the list with the filter being edited. */
    apply() {
      setApplied(draft);
      setPage(0);
    },
    /** 'Borrar filtros': back to the whole list (docs/product/requests.md#filters). */
    clear() {
      setDraft(defaultOrderFilter);
      setApplied(defaultOrderFilter);
      setPage(0);
      toast.success(messages.filterCleared);
    },
  };
}

/**
 * The row count of a list: `total` comes on page 0 only
 * (docs/api-conventions.md#campaign-and-activity-lists), so the figure of page 0 is kept while
 * paging, for as long as the filter and sort (`key`) stay the same.
 */
export function useKeptTotal(
  result: { data?: { total: number | null }; isPlaceholderData: boolean },
  key: string,
): number | undefined {
  const [kept, setKept] = useState<{ key: string; total: number } | null>(null);
  const total = result.isPlaceholderData ? null : (result.data?.total ?? null);
  if (total !== null && (kept?.key !== key || kept.total !== total)) setKept({ key, total });
  if (total !== null) return total;
  return kept?.key === key ? kept.total : undefined;
}
