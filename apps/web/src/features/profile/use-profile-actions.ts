import { messages } from '@extranet/shared/messages';
import { useNavigate } from 'react-router';
import { ApiError, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { paths } from '@/shared/paths';
import { logout } from '@/shared/session/logout';
import { toast } from '@/shared/toast';
import { useDeleteOwnUser } from './api';

function deleteErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.userDeleteError;
  if (err.status === 409) return messages.userDeleteBlocked;
  if (err.status === 403) return err.message;
  return messages.userDeleteError;
}

/**
 * CERRAR SESION and BORRAR USUARIO, each behind a confirmation (docs/product/accounts.md#profile,
 * docs/product/accounts.md#header-menu).
 */
export function useProfileActions(userId: number) {
  const navigate = useNavigate();
  const deleteUser = useDeleteOwnUser();

  const leave = async () => {
    navigate(paths.login, { replace: true });
    await logout();
  };

  const confirmLogout = () => {
    dialogs.confirm({ title: messages.confirmLogout, onOk: leave });
  };

  const confirmDelete = () => {
    dialogs.confirm({
      title: messages.confirmDeleteOwnUser,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await deleteUser.mutateAsync(userId);
          if (deleted <= 0) {
            toast.error(messages.userDeleteError);
            return;
          }
          toast.success(messages.userDeleted);
          await leave();
        } catch (err) {
          if (!isSessionEnd(err)) toast.error(deleteErrorText(err));
        }
      },
    });
  };

  return { confirmLogout, confirmDelete };
}
