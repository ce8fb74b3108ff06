import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import type { FormInstance } from 'antd';
import { ApiError, isSessionEnd } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useSaveAdminUser } from './api';
import { adminUserRequestOf, userFormFieldOf, type AdminUserValues } from './user-values';

/** The spec §8 conflicts of a user save, by the API's key, with the field they concern. */
const conflicts: Record<string, { field: keyof AdminUserValues; message: string }> = {
  'username already exists': { field: 'username', message: messages.usernameExists },
  'mail already exists': { field: 'email', message: messages.mailExists },
};

/** The toast of a failed save: a conflict's or a refusal's own words, else spec §8's. */
function showSaveError(form: FormInstance<AdminUserValues>, err: unknown): void {
  if (isSessionEnd(err)) return;
  if (!(err instanceof ApiError)) {
    toast.error(messages.userSaveError);
    return;
  }
  const conflict = conflicts[err.error];
  if (conflict) {
    form.setFields([{ name: conflict.field, errors: [conflict.message] }]);
    toast.error(conflict.message);
    return;
  }
  if (err.status === 400) {
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([name, text]) => [userFormFieldOf[name] ?? name, text]),
    );
    form.setFields(serverFieldErrors<AdminUserValues>(fields));
  }
  // A refusal (403: 'role not allowed', 'forbidden') says why; anything else spec §8's text.
  toast.error(err.status === 403 ? err.message : messages.userSaveError);
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
