import { CheckOutlined } from '@ant-design/icons';
import { limits } from '@extranet/shared/limits';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { orderDetailTexts as t } from '../order-detail-texts';

interface EntitySearchResultsProps {
  items: Entity[];
  loading: boolean;
  /** The search failed: its error and 'Reintentar' instead of the table. */
  failure: LoadFailure | undefined;
  emptyText: string;
  /** From 0. */
  page: number;
  total: number;
  /** The entity already validated on the order, if any. */
  assignedId: number | undefined;
  assigningId: number | undefined;
  onPage: (page: number) => void;
  onAssign: (entityId: number) => void;
}

/**
 * The entities found, 10 a page (docs/product/README.md#constants-and-limits), each with its
 * 'Asignar' button.
 */
export function EntitySearchResults(props: EntitySearchResultsProps) {
  const { items, loading, failure, emptyText, page, total, assignedId, assigningId } = props;
  if (failure) return <ListLoadError failure={failure} />;

  const columns: ColumnsType<Entity> = [
    { title: t.columnName, dataIndex: 'name', key: 'name' },
    { title: t.columnCif, dataIndex: 'cif', key: 'cif' },
    {
      title: t.columnCouncil,
      key: 'council',
      responsive: ['md'],
      render: (_value, entity) => entity.council?.value ?? '',
    },
    {
      title: <span className="visually-hidden">{t.assign}</span>,
      key: 'assign',
      align: 'right',
      render: (_value, entity) => {
        const assigned = entity.id === assignedId;
        return (
          <Button
            size="small"
            type={assigned ? 'primary' : 'default'}
            icon={assigned ? <CheckOutlined aria-hidden /> : undefined}
            loading={assigningId === entity.id}
            disabled={assigned}
            aria-label={t.assignEntity(entity.name)}
            onClick={() => props.onAssign(entity.id)}
          >
            {t.assign}
          </Button>
        );
      },
    },
  ];

  return (
    <Table<Entity>
      className="detail-search-results"
      aria-label={t.results}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      locale={{ emptyText }}
      pagination={{
        current: page + 1,
        pageSize: limits.searchTablePageSize,
        total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => props.onPage(next - 1),
      }}
    />
  );
}
