import { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import { Col, Form, Input, Row, Select } from 'antd';
import { CouncilSelect } from '@/shared/components/council-select';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { zodRule } from '@/shared/zod-rule';
import { adminTexts as t } from '../admin-texts';
import { MainEntitySelect } from './main-entity-select';

const half = { xs: 24, sm: 12 } as const;

type Field = 'name' | 'cif' | 'address' | 'city' | 'postalCode' | 'idCouncil' | 'idTarget';

/**
 * docs/product/requests.md#entities-on-a-request: every field required, in the contract's words
 * ('Introduce el nombre de la entidad'…); the CIF is cleaned and checked by the same schema.
 */
const rule = (field: Field) => [zodRule(EntityCreateRequest, field)];

/** The fields of 'Nueva entidad', and 'Entidad principal' to create a centre. */
export function NewEntityFields() {
  const councils = useCouncils();
  const targets = useTargets();
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item required label={t.entityName} name="name" rules={rule('name')}>
          <Input autoComplete="organization" maxLength={300} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label={t.cif} name="cif" rules={rule('cif')}>
          <Input maxLength={40} spellCheck={false} autoCapitalize="characters" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label={t.target} name="idTarget" rules={rule('idTarget')}>
          <Select
            loading={targets.isPending}
            placeholder={t.targetPlaceholder}
            options={(targets.data ?? []).map(({ id, value }) => ({ value: id, label: value }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item required label={t.address} name="address" rules={rule('address')}>
          <Input autoComplete="street-address" maxLength={300} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label={t.postalCode} name="postalCode" rules={rule('postalCode')}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label={t.city} name="city" rules={rule('city')}>
          <Input autoComplete="address-level2" maxLength={300} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label={t.council} name="idCouncil" rules={rule('idCouncil')}>
          <CouncilSelect councils={councils.data ?? []} loading={councils.isPending} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t.mainEntity} name="mainEntityId" extra={t.mainEntityHelp}>
          <MainEntitySelect />
        </Form.Item>
      </Col>
    </Row>
  );
}
