import type { OptionItem } from '@extranet/shared/schemas/common';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Col, Form, Input, Row } from 'antd';
import { ContactFields } from '@/shared/components/contact-fields';
import { NameEmailFields } from '@/shared/components/name-email-fields';
import { NewPasswordFields } from '@/shared/components/new-password-fields';
import { zodRule } from '@/shared/zod-rule';
import type { RoleOption } from '../user-access';
import { userEditorTexts as t } from '../user-editor-texts';
import { RoleField } from './role-field';

const half = { xs: 24, md: 12 } as const;

interface UserFieldsProps {
  /** The stored login: kept as it is, it needs no DNI/NIE check (the operator's superuser). */
  currentUsername: string;
  councils: readonly OptionItem[];
  councilsLoading: boolean;
  /** False: the form is read-only and asks for no password. */
  editable: boolean;
  /** The user edits its own data: its password needs no change at the next login. */
  self: boolean;
  roleOptions: RoleOption[];
  roleEditable: boolean;
  roleHint: string | null;
}

/**
 * The fields of 'Editar Usuario' (docs/product/accounts.md#personal-data,
 * docs/product/administration-and-analytics.md#user-editor: name, surname and e-mail required; the
 * password optional and matching its repeat), in two columns from 768 px, the password pair side by
 * side; the role last, next to GUARDAR.
 */
export function UserFields(props: UserFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          required
          label={t.username}
          name="username"
          extra={props.editable ? t.usernameHint : undefined}
          // A new login must be a DNI/NIE (docs/product/README.md#constants-and-limits); the stored
          // one stays valid whatever it is.
          rules={[zodRule(RegisterRequest, 'username', { stored: props.currentUsername })]}
        >
          <Input autoComplete="off" maxLength={9} />
        </Form.Item>
      </Col>
      <NameEmailFields col={half} />
      {props.editable && (
        <NewPasswordFields
          required={false}
          extra={props.self ? t.passwordHintOwn : t.passwordHint}
          col={half}
        />
      )}
      <ContactFields councils={props.councils} councilsLoading={props.councilsLoading} col={half} />
      <RoleField
        options={props.roleOptions}
        editable={props.editable && props.roleEditable}
        hint={props.editable ? props.roleHint : null}
        col={half}
      />
    </Row>
  );
}
