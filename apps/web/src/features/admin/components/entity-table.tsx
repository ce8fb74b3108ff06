import type { Entity } from '@extranet/shared/schemas/entity';
import { useState } from 'react';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { useKeptTotal } from '@/shared/order-lists/use-order-filter';
import { adminTexts as t } from '../admin-texts';
import { useEntityPage } from '../api';
import { ENTITY_PAGE_SIZE, type EntityFilter } from '../entity-filter';
import type { EntityActions } from '../use-entity-actions';
import { entityColumns } from './entity-columns';
import { PagedTable } from './paged-table';

/** Tabs 2 and 3 in list mode: 75 entities a page. Give it a new key when the filter changes. */
export function EntityTable({
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
  const [page, setPage] = useState(0);
  const result = useEntityPage(filter, centres, page);
  const total = useKeptTotal(result, JSON.stringify(filter));

  return (
    <PagedTable<Entity>
      label={centres ? t.centresLabel : t.entitiesLabel}
      rows={result.data?.items ?? []}
      rowKey={(entity) => entity.id}
      columns={entityColumns({ centres, canDelete, actions })}
      loading={result.isFetching}
      page={page}
      pageSize={ENTITY_PAGE_SIZE}
      total={total}
      count={(count) => t.entityCount(count, centres)}
      onPage={setPage}
      onOpen={actions.open}
      failure={loadFailureOf(result)}
    />
  );
}
