import { DeleteOutlined } from '@ant-design/icons';
import '@/shared/card-list/card-list.css';
import type { User } from '@extranet/shared/schemas/user';
import { Button, Switch, Tag } from 'antd';
import { adminTexts as t } from '../admin-texts';
import { fromControl } from '@/shared/openable-rows';
import { roleName } from '../user-filter';
import { userDisplayName } from '../use-user-actions';

export interface UserCardProps {
  user: User;
  /** The 'Usuario desactivado?' switch (role 2+, not oneself). */
  canDisable: boolean;
  /** The delete button (role 2+, not oneself, not a superuser). */
  canDelete: boolean;
  toggling: boolean;
  onOpen: (user: User) => void;
  onToggleDisabled: (user: User, disabled: boolean) => void;
  onDelete: (user: User) => void;
}

/**
 * One user of tab 1 in box mode: name, surname, DNI, e-mail, role and council
 * (docs/product/administration-and-analytics.md#admin-screen).
 */
export function UserCard(props: UserCardProps) {
  const { user, canDisable, canDelete, toggling, onOpen, onToggleDisabled, onDelete } = props;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.username;
  const who = userDisplayName(user);

  return (
    <article
      className={`admin-card${user.disabled ? ' admin-card--disabled' : ''}`}
      onClick={(event) => {
        if (!fromControl(event)) onOpen(user);
      }}
    >
      <h2 className="admin-card__title">
        <button type="button" className="admin-card__open" onClick={() => onOpen(user)}>
          {fullName}
        </button>
      </h2>
      <dl className="admin-card__facts">
        <dt>{t.dni}</dt>
        <dd>{user.username}</dd>
        <dt>{t.email}</dt>
        <dd>{user.email || '—'}</dd>
        <dt>{t.role}</dt>
        <dd>{roleName(user.role)}</dd>
        <dt>{t.council}</dt>
        <dd>{user.council?.value ?? '—'}</dd>
      </dl>
      {(canDisable || canDelete || user.disabled) && (
        <div className="admin-card__actions">
          {canDisable ? (
            <label className="list-card__switch">
              <Switch
                checked={user.disabled}
                loading={toggling}
                aria-label={t.disabledLabel(who)}
                onChange={(checked) => onToggleDisabled(user, checked)}
              />
              <span aria-hidden>{t.disabledSwitch}</span>
            </label>
          ) : (
            user.disabled && <Tag color="red">{t.disabledTag}</Tag>
          )}
          {canDelete && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t.deleteUserLabel(who)}
              onClick={() => onDelete(user)}
            >
              {t.delete}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
