import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Col, Form, Input, type ColProps } from 'antd';
import { zodRule } from '@/shared/zod-rule';

// Registration and own profile take these fields from the same PersonalData schema, so the
// rules of RegisterRequest serve both.
const rule = (field: 'name' | 'surname' | 'email') => [zodRule(RegisterRequest, field)];

/**
 * 'Nombre', 'Apellidos' and 'Email' of a user's personal data
 * (docs/product/accounts.md#personal-data), a grid column each.
 */
export function NameEmailFields({ col }: { col: ColProps }) {
  return (
    <>
      <Col {...col}>
        <Form.Item required label="Nombre" name="name" rules={rule('name')}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item required label="Apellidos" name="surname" rules={rule('surname')}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item required label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
    </>
  );
}
