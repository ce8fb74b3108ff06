import { ListFilterFields } from '@/shared/card-list/list-filter-fields';
import type { ActivityFilter } from '../activity-filter';
import { activityTexts as t } from '../activity-texts';

/**
 * The fields of the activity filter (docs/product/campaigns-and-activities.md#activities): 'Solo
 * activas' (role 1+, docs/product/README.md#roles-and-permissions) and 'Buscar'.
 */
export function ActivityFilterFields({
  filter,
  onChange,
  showActive,
}: {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
  showActive: boolean;
}) {
  return (
    <ListFilterFields
      idPrefix="activity-filter"
      filter={filter}
      onChange={onChange}
      showActive={showActive}
      searchPlaceholder={t.searchPlaceholder}
    />
  );
}
