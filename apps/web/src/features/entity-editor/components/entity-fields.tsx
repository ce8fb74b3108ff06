import type { OptionItem } from '@extranet/shared/schemas/common';
import { EntityUpdateRequest } from '@extranet/shared/schemas/entity-admin';
import { Col, Form, Input, Row, Select } from 'antd';
import { CouncilSelect } from '@/shared/components/council-select';
import { zodRule } from '@/shared/zod-rule';
import { entityEditorTexts as t } from '../entity-editor-texts';

const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;

// docs/product/administration-and-analytics.md#entity-validation: the contract's rules, so the
// browser refuses what the API refuses with the same words (name and CIF required, the CIF cleaned
// and checked; the rest optional).
const rule = (field: keyof typeof EntityUpdateRequest.shape) => [
  zodRule(EntityUpdateRequest, field),
];

interface EntityFieldsProps {
  councils: readonly OptionItem[];
  councilsLoading: boolean;
  targets: readonly OptionItem[];
  targetsLoading: boolean;
}

/**
 * The fields of 'Editar Entidad' (docs/product/administration-and-analytics.md#entity-editor), in
 * two or three columns.
 */
export function EntityFields(props: EntityFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item required label={t.name} name="entityName" rules={rule('entityName')}>
          <Input autoComplete="organization" maxLength={300} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          required
          label={t.cif}
          name="entityCif"
          extra={t.cifHint}
          rules={rule('entityCif')}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t.address} name="entityAddress" rules={rule('entityAddress')}>
          <Input autoComplete="street-address" maxLength={300} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item label={t.city} name="entityCity" rules={rule('entityCity')}>
          <Input autoComplete="address-level2" maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item label={t.postalCode} name="entityPostalCode" rules={rule('entityPostalCode')}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item label={t.council} name="entityCouncil">
          <CouncilSelect councils={props.councils} loading={props.councilsLoading} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t.target} name="entityTarget">
          <Select
            allowClear
            loading={props.targetsLoading}
            placeholder={t.targetPlaceholder}
            options={props.targets.map((target) => ({ value: target.id, label: target.value }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
