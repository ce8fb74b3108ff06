import { messages } from '@extranet/shared/messages';
import type { Rule } from 'antd/es/form';

/**
 * The 'Repetir contraseña' field (docs/product/accounts.md#passwords): required ('Repite la
 * contraseña') and equal to the password ('Los valores de la contraseña no coinciden'). With
 * `optional`, an empty pair is fine (the profile's password is optional). Give the Form.Item
 * `dependencies` on the password.
 */
export function repeatPasswordRules(
  passwordField: string,
  options: { optional?: boolean } = {},
): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const password: unknown = getFieldValue(passwordField);
        if (!value) {
          if (options.optional && !password) return;
          throw new Error(messages.passwordRepeatRequired);
        }
        if (value !== password) throw new Error(messages.passwordsDontMatch);
      },
    }),
  ];
}
