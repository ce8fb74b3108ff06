import { adminTexts as t } from '../admin-texts';
import { useEntityPages } from '../api';
import type { EntityFilter } from '../entity-filter';
import type { EntityActions } from '../use-entity-actions';
import { EntityCard } from './entity-card';
import { InfiniteGrid } from './infinite-grid';

/**
 * Tabs 2 and 3 in box mode: a card an entity, 75 a page
 * (docs/product/README.md#constants-and-limits).
 */
export function EntityGrid({
  filter,
  centres,
  canDelete,
  actions,
}: {
  filter: EntityFilter;
  centres: boolean;
  canDelete: boolean;
  actions: EntityActions;
}) {
  const list = useEntityPages(filter, centres);
  return (
    <InfiniteGrid
      list={list}
      label={centres ? t.centresLabel : t.entitiesLabel}
      loadingLabel={t.entitiesLoading}
      count={(total) => t.entityCount(total, centres)}
      itemKey={(entity) => entity.id}
      renderItem={(entity) => (
        <EntityCard
          entity={entity}
          canDelete={canDelete}
          onOpen={actions.open}
          onDelete={actions.confirmDelete}
        />
      )}
    />
  );
}
