import type { OptionItem } from '@extranet/shared/schemas/common';
import type { Organization } from '@extranet/shared/schemas/reference';
import {
  ChangeOwnDataRequest,
  ChangePasswordRequest,
  RegisterRequest,
} from '@extranet/shared/schemas/user';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { CouncilSelect } from '@/shared/components/council-select';
import { ExternalLink } from '@/shared/components/external-link';
import { repeatPasswordRules } from '@/shared/password-rules';
import { siteLinks } from '@/shared/site-links';
import { zodRule } from '@/shared/zod-rule';

const rule = (field: keyof typeof ChangeOwnDataRequest.shape) => [
  zodRule(ChangeOwnDataRequest, field),
];
const half = { xs: 24, md: 12 } as const;

interface ProfileFieldsProps {
  councils: readonly OptionItem[];
  councilsLoading: boolean;
  /** Shown to a superuser only (spec §2 "/userprofile"). */
  organizations: readonly Organization[] | null;
  /** The agreement checkbox shows only until it has been accepted (spec §5). */
  askAgreement: boolean;
}

/** The fields of 'DATOS PERSONALES' (spec §5 "Profile"). */
export function ProfileFields({
  councils,
  councilsLoading,
  organizations,
  askAgreement,
}: ProfileFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item label="DNI" name="username">
          <Input readOnly variant="filled" />
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
        <Form.Item
          label="Contraseña"
          name="password"
          extra="Déjela en blanco para mantener la actual."
          rules={[zodRule(ChangePasswordRequest, 'password', { optional: true })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label="Repetir contraseña"
          name="repeatPassword"
          dependencies={['password']}
          rules={repeatPasswordRules('password', { optional: true })}
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
          <CouncilSelect councils={councils} loading={councilsLoading} />
        </Form.Item>
      </Col>
      {organizations && (
        <Col {...half}>
          <Form.Item label="Organización" name="organization">
            <Select
              options={organizations.map((org) => ({ value: org.id, label: org.name }))}
              placeholder="Seleccione una organización"
            />
          </Form.Item>
        </Col>
      )}
      {askAgreement && (
        <Col span={24}>
          <Form.Item
            name="rgpdAgreed"
            valuePropName="checked"
            rules={[zodRule(RegisterRequest, 'rgpdAgreed')]}
          >
            <Checkbox>
              He leído y acepto la{' '}
              <ExternalLink href={siteLinks.privacyPolicy}>política de privacidad</ExternalLink>
            </Checkbox>
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
