import { PlusOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { CouncilSelect } from '@/shared/components/council-select';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { toast } from '@/shared/toast';
import { zodRule } from '@/shared/zod-rule';
import { useCreateAssignEntity } from '../api';
import {
  cifError,
  proposalValues,
  toCreateRequest,
  type EntityCreateValues,
} from '../entity-create-values';
import { orderDetailTexts as t } from '../order-detail-texts';

/**
 * docs/product/requests.md#entities-on-a-request: name, CIF, council and entity type are required
 * ('Campo requerido').
 */
const requiredText: Rule[] = [
  { required: true, whitespace: true, message: messages.fieldRequired },
];
// No `whitespace` here: it makes async-validator type-check the value as a string.
const requiredChoice: Rule[] = [{ required: true, message: messages.fieldRequired }];
const cifRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const message = cifError(value);
      if (message) throw new Error(message);
    },
  },
];
/** The contract requires the address, city and postal code too, with its own words. */
const contract = (field: 'address' | 'city' | 'postalCode'): Rule[] => [
  zodRule(EntityCreateRequest, field),
];

/**
 * 'Nueva entidad' of the entity dialog: the entity the applicant proposed, editable, created and
 * assigned to the order in one call (docs/product/requests.md#entities-on-a-request;
 * `order/{idOrder}/create-assign-entity`).
 */
export function EntityCreateForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [form] = Form.useForm<EntityCreateValues>();
  const councils = useCouncils();
  const targets = useTargets();
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
      className="detail-entity-form"
      initialValues={proposalValues(order.entityData)}
      onFinish={submit}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <p>{t.createIntro}</p>
      <div className="detail-entity-form__grid">
        <Form.Item
          name="name"
          label={t.entityName}
          rules={requiredText}
          className="detail-entity-form__wide"
        >
          <Input autoComplete="organization" maxLength={300} />
        </Form.Item>
        <Form.Item name="cif" label={t.entityCif} rules={cifRules}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="idTarget" label={t.entityTarget} rules={requiredChoice}>
          <Select
            loading={targets.isPending}
            placeholder={t.targetPlaceholder}
            options={(targets.data ?? []).map((target) => ({
              value: target.id,
              label: target.value,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="address"
          label={t.entityAddress}
          rules={contract('address')}
          required
          className="detail-entity-form__wide"
        >
          <Input autoComplete="street-address" maxLength={300} />
        </Form.Item>
        <Form.Item name="city" label={t.entityCity} rules={contract('city')} required>
          <Input autoComplete="address-level2" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label={t.entityPostalCode}
          rules={contract('postalCode')}
          required
        >
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        </Form.Item>
        <Form.Item name="idCouncil" label={t.entityCouncil} rules={requiredChoice}>
          <CouncilSelect councils={councils.data ?? []} loading={councils.isPending} />
        </Form.Item>
      </div>
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
