import { messages } from '@extranet/shared/messages';
import { EntityAdminCreateRequest } from '@extranet/shared/schemas/entity-admin';
import { Button, Form, Modal } from 'antd';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';
import { toast } from '@/shared/toast';
import { adminTexts as t } from '../admin-texts';
import { useCreateEntity } from '../api';
import { NewEntityFields } from './new-entity-fields';

interface NewEntityValues {
  name: string;
  cif: string;
  address: string;
  city: string;
  postalCode: string;
  idCouncil?: number;
  idTarget?: number;
  mainEntityId?: number | null;
}

/** 'Nueva entidad' (role 2+): `POST entity/create`, a centre when a main entity is chosen. */
export function NewEntityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewEntityValues>();
  const create = useCreateEntity();

  const showError = (err: unknown) => {
    if (isSessionEnd(err)) return;
    if (err instanceof ApiError && err.status === 400) {
      form.setFields(serverFieldErrors<NewEntityValues>(err.fields));
    }
    toast.error(errorText(err));
  };

  const submit = (values: NewEntityValues) => {
    // The contract trims the texts and cleans the CIF (spec §5: text after '/' cut, no dashes).
    const request = EntityAdminCreateRequest.safeParse(values);
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? messages.validation);
      return;
    }
    create.mutate(request.data, {
      onSuccess: () => {
        toast.success(messages.entityAdminCreated);
        onClose();
      },
      onError: showError,
    });
  };

  return (
    <Modal
      title={t.newEntity}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t.cancel}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={create.isPending}
          onClick={() => form.submit()}
        >
          {t.create}
        </Button>,
      ]}
    >
      <Form<NewEntityValues>
        form={form}
        layout="vertical"
        name="admin-new-entity"
        onFinish={submit}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <NewEntityFields />
      </Form>
    </Modal>
  );
}
