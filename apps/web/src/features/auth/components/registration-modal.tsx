import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Button, Form, Modal } from 'antd';
import { serverFieldErrors } from '@/shared/form-errors';
import { ApiError } from '@/shared/api-error';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { toast } from '@/shared/toast';
import { useRegister } from '../api';
import { RegistrationFields } from './registration-fields';

interface RegistrationValues {
  username: string;
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
  rgpdAgreed?: boolean;
}

/**
 * docs/product/README.md#error-catalogue: the server's conflict keys and what the user reads for
 * each.
 */
const conflicts: Record<string, { field: keyof RegistrationValues; message: string }> = {
  'username already exists': { field: 'username', message: messages.usernameExists },
  'mail already exists': { field: 'email', message: messages.mailExists },
};

interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  councils: readonly OptionItem[];
  councilsLoading?: boolean;
}

/** REGISTRARSE: the new-user modal (docs/product/accounts.md#registration); success closes it. */
export function RegistrationModal(props: RegistrationModalProps) {
  const { open, onClose, councils, councilsLoading = false } = props;
  const [form] = Form.useForm<RegistrationValues>();
  const register = useRegister();

  const showError = (err: unknown) => {
    const conflict = err instanceof ApiError ? conflicts[err.error] : undefined;
    if (conflict) {
      form.setFields([{ name: conflict.field, errors: [conflict.message] }]);
      toast.error(conflict.message);
      return;
    }
    if (err instanceof ApiError && err.status === 400) {
      form.setFields(serverFieldErrors<RegistrationValues>(err.fields));
    }
    toast.error(messages.userSaveError);
  };

  const submit = ({ repeatPassword: _repeat, ...values }: RegistrationValues) => {
    const request = RegisterRequest.safeParse({
      ...values,
      linkedActivityId: readLinkedActivityId(),
    });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? messages.userSaveError);
      return;
    }
    register.mutate(request.data, {
      onSuccess: () => {
        toast.success(messages.userCreated);
        onClose();
      },
      onError: showError,
    });
  };

  return (
    <Modal
      title="Nuevo usuario"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          CANCELAR
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={register.isPending}
          onClick={() => form.submit()}
        >
          REGISTRARSE
        </Button>,
      ]}
    >
      <Form<RegistrationValues>
        form={form}
        layout="vertical"
        name="register"
        initialValues={{ province: limits.defaultProvince }}
        onFinish={submit}
      >
        <RegistrationFields councils={councils} loading={councilsLoading} />
      </Form>
    </Modal>
  );
}
