import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import { useNavigate } from 'react-router';
import { ApiError, errorText, isSessionEnd, type ApiErrorCode } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { useDeleteUser, useSetUserDisabled } from './api';

/**
 * docs/product/README.md#error-catalogue: the delete conflicts that say the user still has orders
 * or campaigns.
 */
const DELETE_BLOCKED = new Set<ApiErrorCode>(['user have orders', 'user have campaigns']);

/** 'Ana García (12345678Z)': how a user is named in labels and confirmations. */
export const userDisplayName = (user: Pick<User, 'name' | 'surname' | 'username'>) =>
  `${[user.name, user.surname].filter(Boolean).join(' ')} (${user.username})`;

/**
 * What a user of tab 1 can do (docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/README.md#roles-and-permissions, docs/product/README.md#error-catalogue): open its
 * editor with `{ userItem }` in the navigation state and the id in the address
 * (docs/product/README.md#routes); for role 2+ the 'Usuario desactivado?' switch and delete after a
 * confirmation.
 */
export function useUserActions() {
  const navigate = useNavigate();
  const setDisabled = useSetUserDisabled();
  const remove = useDeleteUser();

  const open = (user: User) =>
    navigate(`${paths.userEditAdmin}?id=${user.id}`, { state: { userItem: user } });

  const toggleDisabled = (user: User, disabled: boolean) =>
    setDisabled.mutate(
      { id: user.id, disabled },
      {
        onSuccess: () =>
          toast.success(disabled ? messages.userDeactivated : messages.userActivated),
        onError: (err) => {
          if (!isSessionEnd(err)) toast.error(errorText(err));
        },
      },
    );

  const confirmDelete = (user: User) => {
    dialogs.confirm({
      title: messages.confirmDeleteUser,
      content: userDisplayName(user),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await remove.mutateAsync(user.id);
          if (deleted > 0) toast.success(messages.userDeleted);
          else toast.error(messages.userDeleteError);
        } catch (err) {
          if (isSessionEnd(err)) return;
          const blocked = err instanceof ApiError && DELETE_BLOCKED.has(err.error);
          toast.error(blocked ? messages.userDeleteBlocked : messages.userDeleteError);
        }
      },
    });
  };

  return {
    open,
    toggleDisabled,
    confirmDelete,
    /** The id whose switch is being saved, if any. */
    togglingId: setDisabled.isPending ? setDisabled.variables.id : null,
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
