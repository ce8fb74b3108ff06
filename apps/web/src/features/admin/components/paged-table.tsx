import { messages } from '@extranet/shared/messages';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import '@/shared/card-list/card-list.css';
import '../admin-table.css';
import { adminTexts as t } from '../admin-texts';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { useOpenableRows } from '@/shared/openable-rows';

/**
 * List mode of a list (docs/product/administration-and-analytics.md#admin-screen footer toggle): a
 * table paged by the server (pages from 0), a row opening its editor on click and on Enter (each
 * row is in the tab order and says so). Narrow screens scroll the table inside its own box
 * (admin.css), not the page.
 */
export function PagedTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  loading,
  page,
  pageSize,
  total,
  count,
  onPage,
  onOpen,
  failure,
}: {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => number;
  columns: ColumnType<Row>[];
  loading: boolean;
  /** From 0. */
  page: number;
  pageSize: number;
  total: number | undefined;
  count: (total: number) => string;
  onPage: (page: number) => void;
  onOpen: (row: Row) => void;
  /** The page's load failed: the error and 'Reintentar' take the place of the rows. */
  failure?: LoadFailure;
}) {
  const { hintId, onRow } = useOpenableRows(onOpen, 'admin-table__row');

  return (
    <section className="admin-table" aria-label={label} aria-busy={loading}>
      <p className="card-list__count" role="status">
        {total !== undefined && total > 0 ? count(total) : ''}
      </p>
      <p id={hintId} className="admin-table__hint">
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
        onRow={onRow}
        pagination={
          failure
            ? false
            : {
                current: page + 1,
                pageSize,
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
