import { adminTexts as t } from '../admin-texts';
import { useUserPages } from '../api';
import type { UserFilter } from '../user-filter';
import { canDeleteUser, canDisableUser } from '../user-permissions';
import type { UserActions } from '../use-user-actions';
import { InfiniteGrid } from './infinite-grid';
import { UserCard } from './user-card';

/** Tab 1 in box mode: a card a user, more as the page scrolls. */
export function UserGrid({
  viewer,
  filter,
  actions,
}: {
  viewer: { id: number; role: number };
  filter: UserFilter;
  actions: UserActions;
}) {
  const list = useUserPages(filter);
  return (
    <InfiniteGrid
      list={list}
      label={t.usersLabel}
      loadingLabel={t.usersLoading}
      count={t.userCount}
      itemKey={(user) => user.id}
      renderItem={(user) => (
        <UserCard
          user={user}
          canDisable={canDisableUser(viewer, user)}
          canDelete={canDeleteUser(viewer, user)}
          toggling={actions.togglingId === user.id}
          onOpen={actions.open}
          onToggleDisabled={actions.toggleDisabled}
          onDelete={actions.confirmDelete}
        />
      )}
    />
  );
}
