import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { AdminNewUserRequest } from '@extranet/shared/schemas/user-admin';
import { Form } from 'antd';
import { isSessionEnd } from '@/shared/api-error';
import { useCouncils } from '@/shared/reference/api';
import { toast } from '@/shared/toast';
import type { UserFormValues } from '@/shared/user-form/user-form-values';
import { placeUserRefusal } from '@/shared/user-form/user-refusal';
import { adminTexts as t } from '../admin-texts';
import { useCreateUser } from '../api';
import { CreateModal } from './create-modal';
import { NewUserFields } from './new-user-fields';

/** What the modal holds: the request's fields, the repeat under the field components' name. */
type NewUserValues = UserFormValues<typeof AdminNewUserRequest>;

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
    toast.error(placeUserRefusal(form, err) ?? messages.userSaveError);
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
