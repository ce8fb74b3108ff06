import { CheckOutlined } from '@ant-design/icons';
import { limits } from '@extranet/shared/limits';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListLoadError, type LoadFailure } from '@/shared/components/list-load-error';
import { entityTexts as t } from './entity-texts';

/** What the button of each entity found does: 'Elegir' on the request form, 'Asignar' in the dialog. */
export interface EntityAction {
  /** The button's word, also the hidden title of its column. */
  label: string;
  /** The button's name for one entity, e.g. 'Elegir CP La Ería'. */
  labelFor: (entityName: string) => string;
  /** The entity chosen or assigned now: its button is marked. */
  chosenId: number | undefined;
  /**
   * True where the chosen entity's button is spent (the order already has that entity); else it
   * stays pressable and says it is pressed, since choosing it again changes nothing.
   */
  lockChosen?: boolean;
  /** The entity whose action is on its way. */
  busyId?: number | undefined;
  onAct: (entity: Entity) => void;
}

interface EntityResultsProps {
  items: Entity[];
  loading: boolean;
  /** The search failed: its error and 'Reintentar' instead of the table. */
  failure: LoadFailure | undefined;
  emptyText: string;
  /** From 0. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  action: EntityAction;
}

/**
 * The entities found, 10 a page (docs/product/README.md#constants-and-limits), each with its
 * action's button.
 */
export function EntityResults(props: EntityResultsProps) {
  const { items, loading, failure, emptyText, page, total, onPage, action } = props;
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
      title: <span className="visually-hidden">{action.label}</span>,
      key: 'action',
      align: 'right',
      render: (_value, entity) => {
        const chosen = entity.id === action.chosenId;
        return (
          <Button
            size="small"
            type={chosen ? 'primary' : 'default'}
            icon={chosen ? <CheckOutlined aria-hidden /> : undefined}
            loading={action.busyId === entity.id}
            disabled={chosen && action.lockChosen}
            aria-label={action.labelFor(entity.name)}
            aria-pressed={action.lockChosen ? undefined : chosen}
            onClick={() => action.onAct(entity)}
          >
            {action.label}
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
