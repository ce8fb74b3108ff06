import { limits } from '@extranet/shared/limits';
import { EntityPage } from '@extranet/shared/schemas/entity';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http';

/** One search: a name, a cleaned CIF, the targets it is narrowed to (none: every target). */
export interface EntitySearch {
  name: string;
  cif: string;
  page: number;
  targets: readonly number[];
}

/** Under 'entities', so that whatever refreshes the entity lists refreshes these. */
const searchKey = (search: EntitySearch) => ['entities', 'by-filter', search] as const;

/**
 * `GET entity/list/by-filter?name&cif&targets`, 10 a page
 * (docs/product/README.md#constants-and-limits).
 */
export function useEntitySearch(search: EntitySearch | null) {
  return useQuery({
    queryKey: searchKey(search ?? { name: '', cif: '', page: 0, targets: [] }),
    queryFn: ({ signal }) =>
      http.get('entity/list/by-filter', {
        query: {
          name: search?.name || undefined,
          cif: search?.cif || undefined,
          targets: search && search.targets.length > 0 ? search.targets.join(',') : undefined,
          _page: search?.page ?? 0,
          _pagesize: limits.searchTablePageSize,
        },
        schema: EntityPage,
        signal,
      }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many entities a search finds: the total comes with page 0 only
 * (docs/api-conventions.md#campaign-and-activity-lists), so later pages read it from there.
 */
export function useEntitySearchTotal(search: EntitySearch | null): number {
  const qc = useQueryClient();
  if (!search) return 0;
  return qc.getQueryData<EntityPage>(searchKey({ ...search, page: 0 }))?.total ?? 0;
}
