import { messages } from '@extranet/shared/messages';
import { EntityAdminCreateRequest } from '@extranet/shared/schemas/entity-admin';
import { Form } from 'antd';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import type { EntityFormValues } from '@/shared/entity-search/entity-form-values';
import { serverFieldErrors } from '@/shared/form-errors';
import { toast } from '@/shared/toast';
import { adminTexts as t } from '../admin-texts';
import { useCreateEntity } from '../api';
import { CreateModal } from './create-modal';
import { NewEntityFields } from './new-entity-fields';

/** What the modal holds: the request's fields, the main entity as its select holds it. */
type NewEntityValues = EntityFormValues<
  typeof EntityAdminCreateRequest,
  { mainEntityId?: number | null }
>;

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
    // The contract trims the texts and cleans the CIF
    // (docs/product/requests.md#entities-on-a-request: text after '/' cut, no dashes).
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
    <CreateModal<NewEntityValues>
      title={t.newEntity}
      open={open}
      onClose={onClose}
      width={720}
      form={form}
      name="admin-new-entity"
      saving={create.isPending}
      onFinish={submit}
    >
      <NewEntityFields />
    </CreateModal>
  );
}
