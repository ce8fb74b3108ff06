import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table } from 'antd';
import { useMemo, useState } from 'react';
import {
  addEventLine,
  parseEventLines,
  removeEventLine,
  type EventLine,
} from '@extranet/shared/forms/event-lines';
import { messages } from '@extranet/shared/messages';
import { editorTexts } from '../activity-editor-texts';
import { EventLineDialog } from './event-line-dialog';

interface EventLinesTableProps {
  /**
   * The requirements text: one dated event per line
   * (docs/product/campaigns-and-activities.md#events).
   */
  value: string;
  onChange: (requirements: string) => void;
}

const t = editorTexts.events;

/**
 * Event mode's requirements: Fecha, Datos, Acción, 20 per page
 * (docs/product/campaigns-and-activities.md#activity-editor,
 * docs/product/README.md#constants-and-limits).
 */
export function EventLinesTable({ value, onChange }: EventLinesTableProps) {
  const [adding, setAdding] = useState(false);
  const lines = useMemo(() => parseEventLines(value), [value]);
  const columns = [
    { title: t.date, dataIndex: 'fecha', key: 'fecha', width: 104 },
    { title: t.data, dataIndex: 'evento', key: 'evento', className: 'event-lines__text' },
    {
      title: t.action,
      key: 'action',
      width: 72,
      render: (_: unknown, line: EventLine) => (
        <Popconfirm
          title={messages.confirmDeleteEventLine}
          onConfirm={() => onChange(removeEventLine(value, line.id))}
          okText={t.yes}
          cancelText={t.no}
        >
          <Button danger icon={<DeleteOutlined />} aria-label={`${t.remove}: ${line.fecha}`} />
        </Popconfirm>
      ),
    },
  ];
  return (
    <div className="event-lines">
      <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t.add}
      </Button>
      <Table<EventLine>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <span className="event-lines-empty">{t.empty}</span> }}
        // Fixed columns with the event text wrapping: the table fits a 390 px screen, its delete
        // buttons in view (docs/screens-resilience.md), where max-content grew with the text.
        tableLayout="fixed"
        caption={<span className="visually-hidden">{t.caption}</span>}
      />
      <EventLineDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(line) => onChange(addEventLine(value, line))}
      />
    </div>
  );
}
