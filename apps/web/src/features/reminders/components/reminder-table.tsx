import { MailOutlined } from '@ant-design/icons';
import { toDisplayDate } from '@extranet/shared/forms/answer-rules';
import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import type { FutureEventRow } from '@extranet/shared/schemas/events';
import { Button, Table } from 'antd';
import { useState } from 'react';
import type { ColumnType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { useOpenableRows } from '@/shared/openable-rows';
import { reminderTexts as t } from '../reminder-texts';

const byText =
  (key: 'activityName' | 'entityName' | 'userName') => (a: FutureEventRow, b: FutureEventRow) =>
    a[key].localeCompare(b[key], 'es');

/** The agreed day and hour, in time order (an untimed appointment first on its day). */
const byAppointment = (a: FutureEventRow, b: FutureEventRow) =>
  `${a.date} ${a.hour ?? ''}`.localeCompare(`${b.date} ${b.hour ?? ''}`);

const appointmentText = (row: FutureEventRow) =>
  row.hour ? `${toDisplayDate(row.date)} ${row.hour}` : toDisplayDate(row.date);

function columnsOf(sending: number | null, onSend: (row: FutureEventRow) => void) {
  const columns: ColumnType<FutureEventRow>[] = [
    {
      title: t.id,
      dataIndex: 'id',
      sorter: (a, b) => a.id - b.id,
      defaultSortOrder: 'descend',
    },
    {
      title: t.agreedDate,
      key: 'date',
      sorter: byAppointment,
      className: 'order-table__nowrap',
      render: (_, row) => appointmentText(row),
    },
    { title: t.activity, dataIndex: 'activityName', sorter: byText('activityName') },
    { title: t.entity, dataIndex: 'entityName', sorter: byText('entityName') },
    { title: t.applicant, dataIndex: 'userName', sorter: byText('userName') },
    {
      title: t.actions,
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          icon={<MailOutlined aria-hidden />}
          aria-label={t.sendOneOf(row.id)}
          loading={sending === row.id}
          onClick={() => onSend(row)}
        >
          {t.sendOne}
        </Button>
      ),
    },
  ];
  return columns;
}

/**
 * The appointments found (docs/product/calendar.md#reminders): every column sorts, 10 rows a page,
 * sorted and paged here over the whole answer; a row opens its order on click and on Enter, but
 * not from its check box or its 'Enviar correo'. Narrow screens scroll the table inside its box.
 */
export function ReminderTable({
  rows,
  loading,
  failure,
  selected,
  onSelect,
  sending,
  onSend,
  onOpen,
}: {
  rows: FutureEventRow[];
  loading: boolean;
  failure: LoadFailure | undefined;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The row whose own 'Enviar correo' is under way. */
  sending: number | null;
  onSend: (row: FutureEventRow) => void;
  onOpen: (row: FutureEventRow) => void;
}) {
  const { hintId, onRow } = useOpenableRows(onOpen, 'order-table__row');
  // A new order or a new answer starts again at page 1.
  const [page, setPage] = useState({ rows, current: 1 });
  const current = page.rows === rows ? page.current : 1;
  return (
    <section className="order-table" aria-label={t.tableLabel} aria-busy={loading}>
      <p id={hintId} className="order-table__hint">
        {t.openHint}
      </p>
      <Table<FutureEventRow>
        rowKey="id"
        columns={columnsOf(sending, onSend)}
        dataSource={failure ? [] : rows}
        loading={loading}
        size="middle"
        locale={{ emptyText: failure ? <ListLoadError failure={failure} /> : messages.noResults }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys.map(Number)),
          getCheckboxProps: (row) => ({ 'aria-label': t.selectRow(row.id) }),
        }}
        onRow={onRow}
        onChange={(pagination, _filters, _sorter, extra) =>
          setPage({ rows, current: extra.action === 'paginate' ? (pagination.current ?? 1) : 1 })
        }
        pagination={{
          current,
          pageSize: limits.defaultPageSize,
          showSizeChanger: false,
          showLessItems: true,
          responsive: true,
          hideOnSinglePage: false,
        }}
      />
    </section>
  );
}
