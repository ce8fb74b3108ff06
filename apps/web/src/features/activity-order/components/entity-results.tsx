import { CheckOutlined } from '@ant-design/icons';
import { limits } from '@extranet/shared/limits';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { orderTexts as t } from '../order-texts';

interface EntityResultsProps {
  items: Entity[];
  loading: boolean;
  /** The search failed: its error and 'Reintentar' instead of the table. */
  failure: LoadFailure | undefined;
  emptyText: string;
  /** From 0. */
  page: number;
  total: number;
  chosenId: number | undefined;
  onPage: (page: number) => void;
  onChoose: (entity: Entity) => void;
}

/**
 * The entities found, 10 a page (docs/product/README.md#constants-and-limits), each with its
 * 'Elegir' button.
 */
export function EntityResults(props: EntityResultsProps) {
  const { items, loading, failure, emptyText, page, total, chosenId, onPage, onChoose } = props;
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
      title: <span className="visually-hidden">{t.choose}</span>,
      key: 'choose',
      align: 'right',
      render: (_value, entity) => {
        const chosen = entity.id === chosenId;
        return (
          <Button
            size="small"
            type={chosen ? 'primary' : 'default'}
            icon={chosen ? <CheckOutlined aria-hidden /> : undefined}
            aria-label={t.chooseEntity(entity.name)}
            aria-pressed={chosen}
            onClick={() => onChoose(entity)}
          >
            {t.choose}
          </Button>
        );
      },
    },
  ];

  return (
    <Table<Entity>
      className="entity-results"
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
        onChange: (next) => onPage(next - 1),
      }}
    />
  );
}
