import type { OrderSummary } from '@extranet/shared/schemas/order';
import type { OrderSortKey } from '@extranet/shared/schemas/order-list';
import type { ColumnType } from 'antd/es/table';
import { dateTimeText } from '@/shared/day-text';
import { orderListTexts as t } from './order-list-texts';
import { sortOrderOf, type ListSort } from './table-sort';

/**
 * The columns of the order lists (docs/product/requests.md#order-lists): Id, Estado, F. Solicitud,
 * Actividad, Solicitante (where shown), Entidad; each sorted by the server with the contract's key.
 * A sorted column toggles between its two directions, so there is always one sort (Id descending by
 * default).
 */
export function orderColumns<Row extends OrderSummary>(
  sort: ListSort,
  showApplicant: boolean,
): ColumnType<Row>[] {
  const sortable = (key: OrderSortKey): Partial<ColumnType<Row>> => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(sort, key),
    sortDirections: ['ascend', 'descend', 'ascend'],
    showSorterTooltip: false,
  });
  const columns: (ColumnType<Row> | false)[] = [
    { ...sortable('id'), title: t.id, dataIndex: 'id', width: 80 },
    { ...sortable('state'), title: t.stateColumn, render: (_, row) => row.state.value },
    {
      ...sortable('date'),
      title: t.date,
      render: (_, row) => <span className="order-table__nowrap">{dateTimeText(row.date)}</span>,
    },
    { ...sortable('activity'), title: t.activityColumn, dataIndex: 'activityName' },
    showApplicant && { ...sortable('applicant'), title: t.applicant, dataIndex: 'userName' },
    { ...sortable('entity'), title: t.entityColumn, render: (_, row) => row.entityName ?? '' },
  ];
  return columns.filter((column): column is ColumnType<Row> => column !== false);
}
