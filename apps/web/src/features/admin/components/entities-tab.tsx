import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ViewMode } from '../admin-tabs';
import { adminTexts as t } from '../admin-texts';
import type { EntityFilter } from '../entity-filter';
import { useEntityActions } from '../use-entity-actions';
import { EntityGrid } from './entity-grid';
import { EntityTable } from './entity-table';
import { NewEntityModal } from './new-entity-modal';

/**
 * Tabs 2 ENTIDADES and 3 CENTROS (docs/product/administration-and-analytics.md#admin-screen):
 * 'Nueva entidad' and delete for role 2+, then the main entities (or the centres) as cards or a
 * table, 75 a page.
 */
export function EntitiesTab({
  centres,
  canAdminister,
  filter,
  view,
}: {
  centres: boolean;
  canAdminister: boolean;
  filter: EntityFilter;
  view: ViewMode;
}) {
  const actions = useEntityActions();
  const [creating, setCreating] = useState(false);
  const list = { filter, centres, canDelete: canAdminister, actions };

  return (
    <div className="admin-tab">
      {canAdminister && (
        <div className="admin-tab__head">
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t.newEntity}
          </Button>
          <NewEntityModal open={creating} onClose={() => setCreating(false)} />
        </div>
      )}
      {view === 'box' ? (
        <EntityGrid {...list} />
      ) : (
        <EntityTable key={JSON.stringify(filter)} {...list} />
      )}
    </div>
  );
}
