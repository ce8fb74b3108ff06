import { AuthenticateRequest } from '@extranet/shared/schemas/auth';
import { buttonClasses, formClasses } from '@/shared/plain-form/classes';
import { FormField } from '@/shared/plain-form/form-field';
import { PasswordInput } from '@/shared/plain-form/password-input';
import { SwitchControl } from '@/shared/plain-form/switch-control';
import { TextInput } from '@/shared/plain-form/text-input';
import { usePlainForm } from '@/shared/plain-form/use-plain-form';
import { zodFieldError } from '@/shared/zod-field-error';
import type { LoginValues } from '../use-login-flow';

const checks = {
  username: (value: string) => zodFieldError(AuthenticateRequest, 'username', value),
  password: (value: string) => zodFieldError(AuthenticateRequest, 'password', value),
};

/**
 * DNI, password, 'Recordarme' and ENTRAR (docs/product/accounts.md#login messages), drawn without
 * antd: the login's first load holds none of it (docs/architecture.md#performance-on-phones).
 */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => void }) {
  const { values, errors, change, submit } = usePlainForm<LoginValues>(
    { username: '', password: '', rememberMe: false },
    checks,
  );
  return (
    <form
      id="login"
      className={formClasses}
      noValidate
      onSubmit={submit((valid) =>
        onSubmit({ ...valid, username: valid.username.trim().toUpperCase() }),
      )}
    >
      <FormField id="login_username" label="DNI" error={errors.username}>
        <TextInput
          id="login_username"
          value={values.username}
          onChange={(value) => change('username', value)}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      <FormField id="login_password" label="Contraseña" error={errors.password}>
        <PasswordInput
          id="login_password"
          value={values.password}
          onChange={(value) => change('password', value)}
          error={errors.password}
          autoComplete="current-password"
        />
      </FormField>
      <FormField id="login_rememberMe" label="Recordarme" inline>
        <SwitchControl
          id="login_rememberMe"
          checked={values.rememberMe}
          onChange={(checked) => change('rememberMe', checked)}
        />
      </FormField>
      <button type="submit" className={buttonClasses('primary', { large: true, block: true })}>
        <span>ENTRAR</span>
      </button>
    </form>
  );
}
