import { ChangePasswordRequest } from '@extranet/shared/schemas/user';
import { Col, Form, Input, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { repeatPasswordRules } from '@/shared/password-rules';
import { zodRule } from '@/shared/zod-rule';

interface NewPasswordFieldsProps {
  /** The first field's label: 'Contraseña' unless the screen asks for a new one. */
  label?: string;
  /** False where the password may stay blank to keep the current one (the profile). */
  required?: boolean;
  /** A hint under the first field. */
  extra?: ReactNode;
  /** Puts each field in its own grid column (the two-column forms); stacked without it. */
  col?: ColProps;
}

/**
 * A new password and 'Repetir contraseña' (docs/product/accounts.md#passwords), as fields
 * `password` and `repeatPassword`. Every schema that sets a password takes it from the same
 * NewPassword rule, so the rule of ChangePasswordRequest serves registration, profile and /firstrun
 * alike.
 */
export function NewPasswordFields({
  label = 'Contraseña',
  required = true,
  extra,
  col,
}: NewPasswordFieldsProps) {
  const optional = !required;
  const cell = (item: ReactNode) => (col ? <Col {...col}>{item}</Col> : item);
  return (
    <>
      {cell(
        <Form.Item
          required={required}
          label={label}
          name="password"
          extra={extra}
          rules={[zodRule(ChangePasswordRequest, 'password', { optional })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>,
      )}
      {cell(
        <Form.Item
          required={required}
          label="Repetir contraseña"
          name="repeatPassword"
          dependencies={['password']}
          rules={repeatPasswordRules('password', { optional })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>,
      )}
    </>
  );
}
