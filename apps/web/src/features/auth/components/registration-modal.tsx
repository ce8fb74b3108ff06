import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Button, Form, Modal } from 'antd';
import { AntdScope } from '@/shared/antd/antd-scope';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { toast } from '@/shared/toast';
import type { UserFormValues } from '@/shared/user-form/user-form-values';
import { placeUserRefusal } from '@/shared/user-form/user-refusal';
import { useRegister } from '../api';
import { RegistrationFields } from './registration-fields';

/** What the modal holds: the request's fields but the activity, which the session keeps. */
type RegistrationValues = Omit<UserFormValues<typeof RegisterRequest>, 'linkedActivityId'>;

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
    toast.error(placeUserRefusal(form, err) ?? messages.userSaveError);
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

/**
 * The dialog in antd's scope, as the login screen opens it: that screen is drawn without antd
 * (docs/architecture.md#performance-on-phones), and this module brings antd when first opened.
 */
export function RegistrationDialog(props: RegistrationModalProps) {
  return (
    <AntdScope>
      <RegistrationModal {...props} />
    </AntdScope>
  );
}
