import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { AdminNewUserRequest } from '@extranet/shared/schemas/user-admin';
import { Form } from 'antd';
import { ApiError, isSessionEnd } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';
import { useCouncils } from '@/shared/reference/api';
import { toast } from '@/shared/toast';
import { adminTexts as t } from '../admin-texts';
import { useCreateUser } from '../api';
import { CreateModal } from './create-modal';
import { NewUserFields } from './new-user-fields';

interface NewUserValues {
  username: string;
  role?: number;
  name: string;
  surname: string;
  email: string;
  password: string;
  repeatPassword: string;
  phone?: string;
  address?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  councilId?: number;
}

/**
 * docs/product/README.md#error-catalogue: the server's conflict keys and what the user reads for
 * each.
 */
const conflicts: Record<string, { field: keyof NewUserValues; message: string }> = {
  'username already exists': { field: 'username', message: messages.usernameExists },
  'mail already exists': { field: 'email', message: messages.mailExists },
};

/**
 * 'Nuevo usuario' (role 2+): the admin modal of
 * docs/product/administration-and-analytics.md#user-editor, `POST user/new/`.
 */
export function NewUserModal({
  open,
  viewerRole,
  onClose,
}: {
  open: boolean;
  viewerRole: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NewUserValues>();
  const councils = useCouncils();
  const create = useCreateUser();

  const showError = (err: unknown) => {
    if (isSessionEnd(err)) return;
    const conflict = err instanceof ApiError ? conflicts[err.error] : undefined;
    if (conflict) {
      form.setFields([{ name: conflict.field, errors: [conflict.message] }]);
      toast.error(conflict.message);
      return;
    }
    if (err instanceof ApiError && err.status === 400) {
      form.setFields(serverFieldErrors<NewUserValues>(err.fields));
    }
    toast.error(messages.userSaveError);
  };

  const submit = ({ repeatPassword, ...values }: NewUserValues) => {
    const request = AdminNewUserRequest.safeParse({ ...values, passwordRepeat: repeatPassword });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? messages.userSaveError);
      return;
    }
    create.mutate(request.data, {
      onSuccess: () => {
        toast.success(messages.userCreated);
        onClose();
      },
      onError: showError,
    });
  };

  return (
    <CreateModal<NewUserValues>
      title={t.newUser}
      open={open}
      onClose={onClose}
      width={760}
      form={form}
      name="admin-new-user"
      initialValues={{ province: limits.defaultProvince }}
      saving={create.isPending}
      onFinish={submit}
    >
      <NewUserFields
        viewerRole={viewerRole}
        councils={councils.data ?? []}
        councilsLoading={councils.isPending}
      />
    </CreateModal>
  );
}
