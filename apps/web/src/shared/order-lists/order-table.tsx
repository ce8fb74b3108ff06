import type { OrderSummary } from '@extranet/shared/schemas/order';
import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { useOpenableRows } from '@/shared/openable-rows';
import { orderListTexts as t } from './order-list-texts';
import './order-lists.css';
import { sortFromTable, type ListSort } from './table-sort';

/**
 * A page of an order list (docs/product/requests.md#order-lists): server pagination (10 a page,
 * docs/product/README.md#constants-and-limits) and sort; a row opens its order on click and on
 * Enter (each row is in the tab order and says so). Narrow screens scroll the table inside its own
 * box (order-lists.css), not with antd's `scroll.x`, whose hidden measuring row would copy the
 * select-all checkbox out of reach of assistive tech.
 */
export function OrderTable<Row extends OrderSummary>({
  label,
  rows,
  rowKey,
  columns,
  loading,
  page,
  total,
  onPage,
  onSort,
  onOpen,
  failure,
  rowSelection,
}: {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => number;
  columns: ColumnType<Row>[];
  loading: boolean;
  /** From 0. */
  page: number;
  total: number | undefined;
  onPage: (page: number) => void;
  onSort: (sort: ListSort) => void;
  onOpen: (row: Row) => void;
  /** The page's load failed: the error and 'Reintentar' take the place of the rows. */
  failure?: LoadFailure;
  rowSelection?: TableProps<Row>['rowSelection'];
}) {
  const { hintId, onRow } = useOpenableRows(onOpen, 'order-table__row');

  return (
    <section className="order-table" aria-label={label} aria-busy={loading}>
      <p id={hintId} className="order-table__hint">
        {t.openHint}
      </p>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={failure ? [] : rows}
        loading={loading}
        size="middle"
        locale={{
          emptyText: failure ? <ListLoadError failure={failure} /> : messages.noResults,
        }}
        rowSelection={rowSelection}
        onRow={onRow}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onSort(sortFromTable(sorter));
        }}
        pagination={
          failure
            ? false
            : {
                current: page + 1,
                pageSize: limits.defaultPageSize,
                total: total ?? rows.length,
                showSizeChanger: false,
                showLessItems: true,
                responsive: true,
                onChange: (next) => onPage(next - 1),
              }
        }
      />
    </section>
  );
}
