import { messages } from '@extranet/shared/messages';
import { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { CouncilSelect } from '@/shared/components/council-select';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { zodRule } from '@/shared/zod-rule';
import { cifError } from './entity-cif';
import { entityTexts as t } from './entity-texts';
import './entity-search.css';

/**
 * docs/product/requests.md#entities-on-a-request: name, CIF, council and entity type are required
 * ('Campo requerido').
 */
const requiredText: Rule[] = [
  { required: true, whitespace: true, message: messages.fieldRequired },
];
// No `whitespace` here: it makes async-validator type-check the value as a string.
const requiredChoice: Rule[] = [{ required: true, message: messages.fieldRequired }];
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

type AddressField = 'address' | 'city' | 'postalCode';

interface EntityFieldsProps {
  /** The form member the fields sit under (the request form's `entity`); none: at the top. */
  under?: string;
  /**
   * True where the entity is created at once (the entity dialog): the contract requires the
   * address, city and postal code too, with its own words. A request only proposes an entity,
   * which needs none of them.
   */
  addressRequired?: boolean;
  className?: string;
}

/**
 * A new entity's data: the one a request proposes for a manager to validate, and the one the
 * entity dialog creates and assigns (docs/product/requests.md#entities-on-a-request).
 */
export function EntityFields({ under, addressRequired = false, className }: EntityFieldsProps) {
  const councils = useCouncils();
  const targets = useTargets();
  const name = (field: string) => (under ? [under, field] : field);
  const address = (field: AddressField) =>
    addressRequired
      ? { rules: [zodRule(EntityCreateRequest, field)], required: true }
      : { rules: [] };

  return (
    <div className={className ? `entity-fields ${className}` : 'entity-fields'}>
      <Form.Item
        name={name('name')}
        label={t.name}
        rules={requiredText}
        className="entity-fields__wide"
      >
        <Input autoComplete="organization" maxLength={300} />
      </Form.Item>
      <Form.Item name={name('cif')} label={t.cif} rules={cifRules}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name={name('address')}
        label={t.address}
        className="entity-fields__wide"
        {...address('address')}
      >
        <Input autoComplete="street-address" maxLength={300} />
      </Form.Item>
      <Form.Item name={name('city')} label={t.city} {...address('city')}>
        <Input autoComplete="address-level2" maxLength={200} />
      </Form.Item>
      <Form.Item name={name('postalCode')} label={t.postalCode} {...address('postalCode')}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </Form.Item>
      <Form.Item name={name('idCouncil')} label={t.council} rules={requiredChoice}>
        <CouncilSelect councils={councils.data ?? []} loading={councils.isPending} />
      </Form.Item>
      <Form.Item name={name('idTarget')} label={t.target} rules={requiredChoice}>
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
