import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Col, Form, Input, type ColProps } from 'antd';
import { CouncilSelect } from '@/shared/components/council-select';
import { zodRule } from '@/shared/zod-rule';

type ContactField = 'phone' | 'address' | 'city' | 'province' | 'postalCode' | 'councilId';

// Registration and own profile take these fields from the same PersonalData schema, so the
// rules of RegisterRequest serve both.
const rule = (field: ContactField) => [zodRule(RegisterRequest, field)];

interface ContactFieldsProps {
  councils: readonly OptionItem[];
  councilsLoading: boolean;
  /** The grid column of each field. */
  col: ColProps;
}

/**
 * Phone, postal address and 'Concejo' of a user's personal data
 * (docs/product/accounts.md#personal-data), a column each.
 */
export function ContactFields({ councils, councilsLoading, col }: ContactFieldsProps) {
  return (
    <>
      <Col {...col}>
        <Form.Item label="Teléfono" name="phone" rules={rule('phone')}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label="Dirección" name="address" rules={rule('address')}>
          <Input autoComplete="street-address" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label="Localidad" name="city" rules={rule('city')}>
          <Input autoComplete="address-level2" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label="Provincia" name="province" rules={rule('province')}>
          <Input autoComplete="address-level1" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label="Código postal" name="postalCode" rules={rule('postalCode')}>
          <Input autoComplete="postal-code" inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item required label="Concejo" name="councilId" rules={rule('councilId')}>
          <CouncilSelect councils={councils} loading={councilsLoading} />
        </Form.Item>
      </Col>
    </>
  );
}
