import { AuthenticateRequest } from '@extranet/shared/schemas/auth';
import { Button, Form, Input, Switch } from 'antd';
import { zodRule } from '@/shared/zod-rule';
import type { LoginValues } from '../use-login-flow';

/** DNI, password, 'Recordarme' and ENTRAR (docs/product/accounts.md#login messages). */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => void }) {
  return (
    <Form<LoginValues>
      layout="vertical"
      name="login"
      initialValues={{ rememberMe: false }}
      onFinish={(values) => onSubmit({ ...values, username: values.username.trim().toUpperCase() })}
      requiredMark={false}
    >
      <Form.Item label="DNI" name="username" rules={[zodRule(AuthenticateRequest, 'username')]}>
        <Input autoComplete="username" autoCapitalize="characters" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Contraseña"
        name="password"
        rules={[zodRule(AuthenticateRequest, 'password')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="Recordarme"
        name="rememberMe"
        valuePropName="checked"
        layout="horizontal"
        colon={false}
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        ENTRAR
      </Button>
    </Form>
  );
}
