import { DeleteOutlined } from '@ant-design/icons';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Button, Tag } from 'antd';
import { adminTexts as t } from '../admin-texts';
import { mainEntityOf } from '../entity-filter';
import { fromControl } from '@/shared/openable-rows';

/**
 * One entity of tabs 2 and 3 in box mode: name, CIF, council, target and, for a centre, its
 * main entity (docs/product/administration-and-analytics.md#entities); delete for role 2+.
 */
export function EntityCard({
  entity,
  canDelete,
  onOpen,
  onDelete,
}: {
  entity: Entity;
  canDelete: boolean;
  onOpen: (entity: Entity) => void;
  onDelete: (entity: Entity) => void;
}) {
  const main = mainEntityOf(entity);
  return (
    <article
      className={`admin-card${entity.disabled ? ' admin-card--disabled' : ''}`}
      onClick={(event) => {
        if (!fromControl(event)) onOpen(entity);
      }}
    >
      <h2 className="admin-card__title">
        <button type="button" className="admin-card__open" onClick={() => onOpen(entity)}>
          {entity.name}
        </button>
      </h2>
      <dl className="admin-card__facts">
        <dt>{t.cif}</dt>
        <dd>{entity.cif || '—'}</dd>
        <dt>{t.council}</dt>
        <dd>{entity.council?.value ?? '—'}</dd>
        <dt>{t.target}</dt>
        <dd>{entity.target?.value ?? '—'}</dd>
        {main !== null && (
          <>
            <dt>{t.mainEntity}</dt>
            <dd>{main}</dd>
          </>
        )}
      </dl>
      {(canDelete || entity.disabled) && (
        <div className="admin-card__actions">
          {entity.disabled && <Tag color="red">{t.entityDisabledTag}</Tag>}
          {canDelete && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t.deleteEntityLabel(entity.name)}
              onClick={() => onDelete(entity)}
            >
              {t.delete}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
