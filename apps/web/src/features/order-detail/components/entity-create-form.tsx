import { PlusOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { Button, Form } from 'antd';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { EntityFields } from '@/shared/entity-search/entity-fields';
import { toast } from '@/shared/toast';
import { useCreateAssignEntity } from '../api';
import { proposalValues, toCreateRequest, type EntityCreateValues } from '../entity-create-values';
import { orderDetailTexts as t } from '../order-detail-texts';

/**
 * 'Nueva entidad' of the entity dialog: the entity the applicant proposed, editable, created and
 * assigned to the order in one call (docs/product/requests.md#entities-on-a-request;
 * `order/{idOrder}/create-assign-entity`).
 */
export function EntityCreateForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [form] = Form.useForm<EntityCreateValues>();
  const create = useCreateAssignEntity(order.id);

  const submit = (values: EntityCreateValues) => {
    create.mutate(toCreateRequest(values), {
      onSuccess: onDone,
      onError: (err) => {
        if (isSessionEnd(err)) return;
        const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
        if (fields.length > 0) {
          form.setFields(
            fields.map(([name, text]) => ({
              name: name as keyof EntityCreateValues,
              errors: [text],
            })),
          );
        }
        toast.error(errorText(err));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={proposalValues(order.entityData)}
      onFinish={submit}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <p>{t.createIntro}</p>
      <EntityFields addressRequired />
      <Button
        type="primary"
        htmlType="submit"
        icon={<PlusOutlined aria-hidden />}
        loading={create.isPending}
      >
        {t.createAndAssign}
      </Button>
    </Form>
  );
}
