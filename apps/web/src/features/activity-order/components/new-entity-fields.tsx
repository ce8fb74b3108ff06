import { messages } from '@extranet/shared/messages';
import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { CouncilSelect } from '@/shared/components/council-select';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { cifError } from '../entity-rules';
import { orderTexts as t } from '../order-texts';

/** docs/product/requests.md#validation: a new entity needs name, CIF, council and entity type. */
const required: Rule[] = [{ required: true, message: messages.fieldRequired }];

/** The CIF is cleaned (text after '/' cut, dashes removed) and must be a valid CIF. */
const cifRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const message = cifError(value);
      if (message) throw new Error(message);
    },
  },
];

/**
 * The data of a new entity (id 0, docs/product/README.md#constants-and-limits), proposed with the
 * request for a manager to validate.
 */
export function NewEntityFields() {
  const councils = useCouncils();
  const targets = useTargets();
  return (
    <div className="new-entity">
      <Form.Item
        name={['entity', 'name']}
        label={t.name}
        rules={required}
        className="new-entity__wide"
      >
        <Input autoComplete="organization" maxLength={300} />
      </Form.Item>
      <Form.Item name={['entity', 'cif']} label={t.cif} rules={cifRules}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name={['entity', 'address']} label={t.address} className="new-entity__wide">
        <Input autoComplete="street-address" maxLength={300} />
      </Form.Item>
      <Form.Item name={['entity', 'city']} label={t.city}>
        <Input autoComplete="address-level2" maxLength={200} />
      </Form.Item>
      <Form.Item name={['entity', 'postalCode']} label={t.postalCode}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </Form.Item>
      <Form.Item name={['entity', 'idCouncil']} label={t.council} rules={required}>
        <CouncilSelect councils={councils.data ?? []} loading={councils.isPending} />
      </Form.Item>
      <Form.Item name={['entity', 'idTarget']} label={t.target} rules={required}>
        <Select
          loading={targets.isPending}
          placeholder={t.targetPlaceholder}
          options={(targets.data ?? []).map((target) => ({
            value: target.id,
            label: target.value,
          }))}
        />
      </Form.Item>
    </div>
  );
}
