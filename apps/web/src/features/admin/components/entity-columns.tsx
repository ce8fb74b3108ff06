import { DeleteOutlined } from '@ant-design/icons';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { adminTexts as t } from '../admin-texts';
import { mainEntityOf } from '../entity-filter';
import type { EntityActions } from '../use-entity-actions';

/**
 * The entities table's columns (docs/product/administration-and-analytics.md#entities: name, CIF,
 * council, target), the main entity on tab 3 CENTROS, and delete for role 2+.
 */
export function entityColumns(options: {
  centres: boolean;
  canDelete: boolean;
  actions: EntityActions;
}): ColumnType<Entity>[] {
  const { centres, canDelete, actions } = options;
  const columns: ColumnType<Entity>[] = [
    { key: 'name', title: t.entityName, dataIndex: 'name' },
    { key: 'cif', title: t.cif, dataIndex: 'cif', className: 'admin-table__nowrap' },
    { key: 'council', title: t.council, render: (_value, entity) => entity.council?.value ?? '' },
    { key: 'target', title: t.target, render: (_value, entity) => entity.target?.value ?? '' },
  ];
  if (centres) {
    columns.push({
      key: 'main',
      title: t.mainEntity,
      render: (_value, entity) => mainEntityOf(entity) ?? '',
    });
  }
  if (!canDelete) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t.actions,
      render: (_value, entity) => (
        <Button
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t.deleteEntityLabel(entity.name)}
          onClick={() => actions.confirmDelete(entity)}
        >
          {t.delete}
        </Button>
      ),
    },
  ];
}
