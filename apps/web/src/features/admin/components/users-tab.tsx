import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ViewMode } from '../admin-tabs';
import { adminTexts as t } from '../admin-texts';
import type { UserFilter } from '../user-filter';
import { administers } from '../user-permissions';
import { useUserActions } from '../use-user-actions';
import { NewUserModal } from './new-user-modal';
import { UserGrid } from './user-grid';
import { UserTable } from './user-table';

/**
 * Tab 1 USUARIOS (docs/product/administration-and-analytics.md#admin-screen): 'Nuevo usuario' for
 * role 2+, then the users as cards or a table.
 */
export function UsersTab({
  viewer,
  filter,
  view,
}: {
  viewer: { id: number; role: number };
  filter: UserFilter;
  view: ViewMode;
}) {
  const actions = useUserActions();
  const [creating, setCreating] = useState(false);
  const listKey = JSON.stringify(filter);

  return (
    <div className="admin-tab">
      {administers(viewer) && (
        <div className="admin-tab__head">
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t.newUser}
          </Button>
          <NewUserModal
            open={creating}
            viewerRole={viewer.role}
            onClose={() => setCreating(false)}
          />
        </div>
      )}
      {view === 'box' ? (
        <UserGrid viewer={viewer} filter={filter} actions={actions} />
      ) : (
        <UserTable key={listKey} viewer={viewer} filter={filter} actions={actions} />
      )}
    </div>
  );
}
