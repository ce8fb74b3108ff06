import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { isNumeric } from '@extranet/shared/reports/document-cells';
import { reportPageSizes } from '@extranet/shared/reports/filter';
import type { ReportListReply, ReportRow } from '@extranet/shared/reports/list-reply';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { useOpenableRows } from '@/shared/openable-rows';
import { cellText } from '../report-cells';
import type { ReportSort } from '../report-store';
import { reportTexts as t } from '../report-texts';

interface TableRow {
  key: number;
  row: ReportRow;
}

const pageSizeOptions = reportPageSizes.map(String);

/** The columns the reply gives, formatted by type; the server sorts those it can. */
function columnsOf(reply: ReportListReply): ColumnType<TableRow>[] {
  return reply.columns.map((column) => ({
    key: column.key,
    title: column.header,
    align: isNumeric(column.type) ? 'right' : undefined,
    sorter: column.sortable,
    // Always one of the two orders: the server has one even before a header is clicked.
    sortDirections: ['ascend', 'descend', 'ascend'],
    sortOrder:
      column.sortable && reply.sort === column.key
        ? reply.order === 'asc'
          ? 'ascend'
          : 'descend'
        : null,
    render: (_value: unknown, item: TableRow) => cellText(column, item.row[column.key]),
  }));
}

/**
 * A report's page (docs/product/reporting.md#list-reports): columns, sort and paging by the
 * server, pages reaching the first 5,000 rows, 10 rows a page with 20, 50 or 100 to choose;
 * wide reports scroll inside their own box. A row opens its order on click and on Enter where
 * the report allows it (not on event lists).
 */
export function ReportTable({
  reply,
  loading,
  page,
  pageSize,
  onPage,
  onSort,
  onOpen,
  failure,
}: {
  reply: ReportListReply | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: ReportSort | null) => void;
  onOpen: (row: ReportRow) => void;
  failure?: LoadFailure;
}) {
  const { hintId, onRow } = useOpenableRows<TableRow>(
    (item) => onOpen(item.row),
    'report-table__row',
  );
  const rows: TableRow[] = (reply?.rows ?? []).map((row, key) => ({ key, row }));
  const linked = reply?.rowLink === true;

  return (
    <section className="report-table" aria-label={t.tableLabel} aria-busy={loading}>
      {linked && rows.length > 0 && (
        <p id={hintId} className="report-table__hint">
          {t.openHint}
        </p>
      )}
      <Table<TableRow>
        rowKey="key"
        columns={reply ? columnsOf(reply) : []}
        dataSource={failure ? [] : rows}
        loading={loading}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: failure ? <ListLoadError failure={failure} /> : messages.noResults,
        }}
        onRow={linked ? onRow : undefined}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const first = Array.isArray(sorter) ? sorter[0] : sorter;
          onSort(
            first?.order && typeof first.columnKey === 'string'
              ? { key: first.columnKey, order: first.order === 'ascend' ? 'asc' : 'desc' }
              : null,
          );
        }}
        pagination={
          failure || !reply
            ? false
            : {
                current: page + 1,
                pageSize,
                total: Math.min(reply.total, limits.exportRowLimit),
                showSizeChanger: true,
                pageSizeOptions,
                showLessItems: true,
                onChange: (next, size) => onPage(next - 1, size),
              }
        }
      />
    </section>
  );
}
