import { messages } from '@extranet/shared/messages';
import type { OrderSummary } from '@extranet/shared/schemas/order';
import { useState } from 'react';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { PageTitle } from '@/shared/components/page-title';
import { useOrderStates } from '@/shared/order-lists/api';
import { orderColumns } from '@/shared/order-lists/order-columns';
import { OrderFilterFields } from '@/shared/order-lists/order-filter-fields';
import { OrderFilterPanel } from '@/shared/order-lists/order-filter-panel';
import { OrderTable } from '@/shared/order-lists/order-table';
import { useOpenOrder } from '@/shared/order-lists/use-open-order';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { ChangeStatesDialog } from '../components/change-states-dialog';
import { OrderListActions } from '../components/order-list-actions';
import type { OrderListMode } from '../order-list-mode';
import { orderListTexts as t } from '../order-list-texts';
import { useOrderList } from '../use-order-list';

const noStates: never[] = [];

/**
 * /orderlist 'GESTIÓN DE SOLICITUDES' (role 1+, manager mode) and /myorderlist 'SEGUIMIENTO DE
 * SOLICITUDES' (own requests): title, filters with FILTRAR / CAMBIAR ESTADO / EXPORTAR, the
 * count, then the table; a row opens the order (docs/product/requests.md#order-lists).
 */
export function OrderListPage({ mode }: { mode: OrderListMode }) {
  const session = useSession();
  const list = useOrderList(mode, session?.user.id ?? 0);
  const states = useOrderStates();
  const openOrder = useOpenOrder(mode);
  const [changing, setChanging] = useState(false);
  const { rules, filter, total, selected } = list;
  if (!session) return null;

  const openChangeStates = () => {
    if (selected.length === 0) toast.error(messages.ordersSelectOne);
    else setChanging(true);
  };

  return (
    <section className="page order-list-page">
      <PageTitle>{rules.title}</PageTitle>
      <OrderFilterPanel
        label={t.filtersLabel}
        active={filter.active}
        stale={filter.stale}
        onApply={list.apply}
        onClear={list.clear}
        actions={
          <OrderListActions
            manager={rules.manager}
            exporting={list.exporting}
            onChangeStates={openChangeStates}
            onExport={list.exportCsv}
          />
        }
      >
        <OrderFilterFields
          values={filter.draft}
          onChange={filter.setDraft}
          tree={list.tree}
          treeLoading={list.treeLoading}
          entityNames={list.entityNames}
          states={states.data ?? noStates}
          nameFilter={rules.nameFilter}
        />
      </OrderFilterPanel>

      <p className="order-list__summary" role="status">
        {total !== undefined && <span>{t.count(total)}</span>}
        {rules.manager && selected.length > 0 && <span>{t.selected(selected.length)}</span>}
      </p>

      <OrderTable<OrderSummary>
        label={t.tableLabel}
        rows={list.rows}
        rowKey={(row) => row.id}
        columns={orderColumns(filter.sort, rules.manager)}
        loading={list.result.isFetching}
        page={filter.page}
        total={total}
        onPage={filter.setPage}
        onSort={filter.setSort}
        onOpen={openOrder}
        failure={loadFailureOf(list.result)}
        rowSelection={
          rules.manager
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => list.setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': t.selectRow(row.id) }),
              }
            : undefined
        }
      />

      {rules.manager && (
        <ChangeStatesDialog
          open={changing}
          orderIds={selected}
          states={states.data ?? noStates}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            list.setSelected([]);
          }}
        />
      )}
    </section>
  );
}
