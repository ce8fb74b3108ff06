import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import type { FormInstance } from 'antd';
import { ApiError, isSessionEnd } from '@/shared/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { placeUserRefusal } from '@/shared/user-form/user-refusal';
import { useSaveAdminUser } from './api';
import { adminUserRequestOf, type AdminUserValues } from './user-values';

/**
 * The toast of a failed save: a conflict's own words, a refusal's (403: 'role not allowed',
 * 'forbidden') which says why, else 'Error al guardar los datos'.
 */
function showSaveError(form: FormInstance<AdminUserValues>, err: unknown): void {
  if (isSessionEnd(err)) return;
  const conflict = placeUserRefusal(form, err);
  const refusal = err instanceof ApiError && err.status === 403 ? err.message : undefined;
  toast.error(conflict ?? refusal ?? messages.userSaveError);
}

/**
 * GUARDAR of /usereditadmin: sends the form, says 'Se han guardado los datos del usuario', and
 * empties the password pair. Editing oneself also refreshes the session's copy of the user.
 */
export function useUserSave(
  form: FormInstance<AdminUserValues>,
  user: User,
  options: { sendRole: boolean; onSaved: () => void },
) {
  const save = useSaveAdminUser();
  const submit = (values: AdminUserValues) =>
    save.mutate(adminUserRequestOf(user, values, options), {
      onSuccess: (saved) => {
        if (sessionStore.get()?.user.id === saved.id) {
          sessionStore.updateUser(saved, values.password ? values.password.length : undefined);
        }
        form.setFieldsValue({ password: '', repeatPassword: '', username: saved.username });
        options.onSaved();
        toast.success(messages.userSaved);
      },
      onError: (err) => showSaveError(form, err),
    });
  return { submit, saving: save.isPending };
}
