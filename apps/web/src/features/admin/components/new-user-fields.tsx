import type { OptionItem } from '@extranet/shared/schemas/common';
import { AdminNewUserRequest } from '@extranet/shared/schemas/user-admin';
import { Col, Form, Input, Row, Select } from 'antd';
import { ContactFields } from '@/shared/components/contact-fields';
import { NameEmailFields } from '@/shared/components/name-email-fields';
import { NewPasswordFields } from '@/shared/components/new-password-fields';
import { zodRule } from '@/shared/zod-rule';
import { adminTexts as t } from '../admin-texts';
import { roleOptions } from '../user-filter';

const half = { xs: 24, sm: 12 } as const;

/**
 * The fields of 'Nuevo usuario' (docs/product/administration-and-analytics.md#user-editor): login
 * (DNI/NIE of 9 characters), role, then the personal data of registration, password and repeat
 * included.
 */
export function NewUserFields({
  viewerRole,
  councils,
  councilsLoading,
}: {
  viewerRole: number;
  councils: readonly OptionItem[];
  councilsLoading: boolean;
}) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          required
          label={t.login}
          name="username"
          rules={[zodRule(AdminNewUserRequest, 'username')]}
        >
          <Input autoComplete="off" autoCapitalize="characters" maxLength={9} spellCheck={false} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          required
          label={t.role}
          name="role"
          rules={[zodRule(AdminNewUserRequest, 'role')]}
        >
          <Select placeholder={t.rolePlaceholder} options={roleOptions(viewerRole)} />
        </Form.Item>
      </Col>
      <NameEmailFields col={half} />
      <NewPasswordFields col={half} />
      <ContactFields councils={councils} councilsLoading={councilsLoading} col={half} />
    </Row>
  );
}
