import { DeleteOutlined } from '@ant-design/icons';
import type { User } from '@extranet/shared/schemas/user';
import { Button, Switch } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { adminTexts as t } from '../admin-texts';
import { roleName } from '../user-filter';
import { canDeleteUser, canDisableUser } from '../user-permissions';
import { userDisplayName, type UserActions } from '../use-user-actions';

interface Viewer {
  id: number;
  role: number;
}

/**
 * The users table's columns (docs/product/administration-and-analytics.md#admin-screen: name,
 * surname, DNI, e-mail, role, council).
 */
export function userColumns(viewer: Viewer, actions: UserActions): ColumnType<User>[] {
  const columns: ColumnType<User>[] = [
    { key: 'name', title: t.name, dataIndex: 'name' },
    { key: 'surname', title: t.surname, dataIndex: 'surname' },
    { key: 'username', title: t.dni, dataIndex: 'username', className: 'admin-table__nowrap' },
    { key: 'email', title: t.email, dataIndex: 'email' },
    { key: 'role', title: t.role, render: (_value, user) => roleName(user.role) },
    { key: 'council', title: t.council, render: (_value, user) => user.council?.value ?? '' },
    {
      key: 'disabled',
      title: t.disabledSwitch,
      render: (_value, user) =>
        canDisableUser(viewer, user) ? (
          <Switch
            checked={user.disabled}
            loading={actions.togglingId === user.id}
            aria-label={t.disabledLabel(userDisplayName(user))}
            onChange={(checked) => actions.toggleDisabled(user, checked)}
          />
        ) : user.disabled ? (
          'Sí'
        ) : (
          'No'
        ),
    },
  ];
  if (viewer.role < 2) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t.actions,
      render: (_value, user) =>
        canDeleteUser(viewer, user) && (
          <Button
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t.deleteUserLabel(userDisplayName(user))}
            onClick={() => actions.confirmDelete(user)}
          >
            {t.delete}
          </Button>
        ),
    },
  ];
}
