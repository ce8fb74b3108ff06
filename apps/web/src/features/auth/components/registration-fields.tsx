import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Checkbox, Col, Form, Input, Row } from 'antd';
import { CouncilSelect } from '@/shared/components/council-select';
import { ExternalLink } from '@/shared/components/external-link';
import { repeatPasswordRules } from '@/shared/password-rules';
import { siteLinks } from '@/shared/site-links';
import { zodRule } from '@/shared/zod-rule';

const rule = (field: keyof typeof RegisterRequest.shape) => [zodRule(RegisterRequest, field)];
const half = { xs: 24, sm: 12 } as const;

/** The fields of the new-user modal, in the order of spec §5 "Registration". */
export function RegistrationFields({
  councils,
  loading,
}: {
  councils: readonly OptionItem[];
  loading: boolean;
}) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item required label="Login (DNI/NIE)" name="username" rules={rule('username')}>
          <Input
            autoComplete="username"
            autoCapitalize="characters"
            maxLength={9}
            spellCheck={false}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label="Nombre" name="name" rules={rule('name')}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label="Apellidos" name="surname" rules={rule('surname')}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label="Contraseña" name="password" rules={rule('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          required
          label="Repetir contraseña"
          name="repeatPassword"
          dependencies={['password']}
          rules={repeatPasswordRules('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Teléfono" name="phone" rules={rule('phone')}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Dirección" name="address" rules={rule('address')}>
          <Input autoComplete="street-address" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Localidad" name="city" rules={rule('city')}>
          <Input autoComplete="address-level2" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Provincia" name="province" rules={rule('province')}>
          <Input autoComplete="address-level1" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Código postal" name="postalCode" rules={rule('postalCode')}>
          <Input autoComplete="postal-code" inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item required label="Concejo" name="councilId" rules={rule('councilId')}>
          <CouncilSelect councils={councils} loading={loading} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="rgpdAgreed" valuePropName="checked" rules={rule('rgpdAgreed')}>
          <Checkbox>
            He leído y acepto la{' '}
            <ExternalLink href={siteLinks.privacyPolicy}>política de privacidad</ExternalLink>
          </Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
