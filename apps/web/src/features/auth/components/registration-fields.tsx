import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Col, Form, Input, Row } from 'antd';
import { ContactFields } from '@/shared/components/contact-fields';
import { NameEmailFields } from '@/shared/components/name-email-fields';
import { NewPasswordFields } from '@/shared/components/new-password-fields';
import { PrivacyAgreementField } from '@/shared/components/privacy-agreement-field';
import { zodRule } from '@/shared/zod-rule';

const half = { xs: 24, sm: 12 } as const;

/** The fields of the new-user modal, in the order of docs/product/accounts.md#registration. */
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
        <Form.Item
          required
          label="Login (DNI/NIE)"
          name="username"
          rules={[zodRule(RegisterRequest, 'username')]}
        >
          <Input
            autoComplete="username"
            autoCapitalize="characters"
            maxLength={9}
            spellCheck={false}
          />
        </Form.Item>
      </Col>
      <NameEmailFields col={half} />
      <NewPasswordFields col={half} />
      <ContactFields councils={councils} councilsLoading={loading} col={half} />
      <Col span={24}>
        <PrivacyAgreementField />
      </Col>
    </Row>
  );
}
