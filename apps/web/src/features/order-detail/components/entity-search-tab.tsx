import { SearchOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import type { EntityPage } from '@extranet/shared/schemas/entity';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { cleanCif } from '@extranet/shared/validators/cif';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { orderDetailKeys, useAssignEntity, useEntitySearch, type EntitySearch } from '../api';
import { orderDetailTexts as t } from '../order-detail-texts';
import { EntitySearchResults } from './entity-search-results';

/** The first search: the proposed entity's CIF, which finds it if it already exists. */
const firstSearch = (order: OrderDetail): EntitySearch | null => {
  const cif = cleanCif(order.entityData?.cif ?? '');
  return cif ? { name: '', cif, page: 0 } : null;
};

/**
 * 'Buscar entidad' of the entity dialog (docs/product/requests.md#entities-on-a-request): by name
 * and CIF, 10 a page; 'Asignar' assigns the entity to the order
 * (`order/{idOrder}/assign-entity/{idEntity}`).
 */
export function EntitySearchTab({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const ids = useId();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [cif, setCif] = useState(order.entityData?.cif ?? '');
  const [search, setSearch] = useState<EntitySearch | null>(() => firstSearch(order));
  const results = useEntitySearch(search);
  const assign = useAssignEntity(order.id);

  const run = (event: FormEvent) => {
    // The dialog is a portal inside the detail's form: a submit must not bubble up to GUARDAR.
    event.preventDefault();
    event.stopPropagation();
    const next = { name: name.trim(), cif: cleanCif(cif), page: 0 };
    if (next.name || next.cif) setSearch(next);
  };
  const choose = (entityId: number) =>
    assign.mutate(entityId, {
      onSuccess: onDone,
      onError: (err) => {
        if (!isSessionEnd(err)) toast.error(errorText(err));
      },
    });
  // docs/api-conventions.md#campaign-and-activity-lists: the total comes with page 0 only.
  const total = search
    ? (qc.getQueryData<EntityPage>(orderDetailKeys.entitySearch({ ...search, page: 0 }))?.total ??
      0)
    : 0;

  return (
    <>
      <form className="detail-search" onSubmit={run} role="search" aria-label={t.searchTab}>
        <div className="detail-search__field">
          <label htmlFor={`${ids}-name`}>{t.searchName}</label>
          <Input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="detail-search__field">
          <label htmlFor={`${ids}-cif`}>{t.searchCif}</label>
          <Input id={`${ids}-cif`} value={cif} onChange={(e) => setCif(e.target.value)} />
        </div>
        <Button htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t.search}
        </Button>
      </form>
      {search && (
        <EntitySearchResults
          items={results.data?.items ?? []}
          loading={results.isFetching}
          failure={loadFailureOf(results)}
          emptyText={messages.noResults}
          page={search.page}
          total={total}
          assignedId={order.entity?.id}
          assigningId={assign.isPending ? assign.variables : undefined}
          onPage={(page) => setSearch({ ...search, page })}
          onAssign={choose}
        />
      )}
    </>
  );
}
