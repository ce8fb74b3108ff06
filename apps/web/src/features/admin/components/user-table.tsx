import type { User } from '@extranet/shared/schemas/user';
import { useState } from 'react';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { useKeptTotal } from '@/shared/order-lists/use-order-filter';
import { adminTexts as t } from '../admin-texts';
import { useUserPage } from '../api';
import { USER_PAGE_SIZE, type UserFilter } from '../user-filter';
import type { UserActions } from '../use-user-actions';
import { PagedTable } from './paged-table';
import { userColumns } from './user-columns';

/** Tab 1 in list mode: a page of users at a time. Give it a new key when the filter changes. */
export function UserTable({
  viewer,
  filter,
  actions,
}: {
  viewer: { id: number; role: number };
  filter: UserFilter;
  actions: UserActions;
}) {
  const [page, setPage] = useState(0);
  const result = useUserPage(filter, page);
  const total = useKeptTotal(result, JSON.stringify(filter));

  return (
    <PagedTable<User>
      label={t.usersLabel}
      rows={result.data?.items ?? []}
      rowKey={(user) => user.id}
      columns={userColumns(viewer, actions)}
      loading={result.isFetching}
      page={page}
      pageSize={USER_PAGE_SIZE}
      total={total}
      count={t.userCount}
      onPage={setPage}
      onOpen={actions.open}
      failure={loadFailureOf(result)}
    />
  );
}
