import { Button, Form, Input } from 'antd';
import { zodRule } from '@/shared/zod-rule';
import { RecoverForm as RecoverSchema } from '../recover-schema';

interface RecoverFormProps {
  onSubmit: (email: string) => void;
  onBack: () => void;
}

/** 'He olvidado mi contraseña': asks for the e-mail that receives new access data. */
export function RecoverForm({ onSubmit, onBack }: RecoverFormProps) {
  return (
    <Form<{ email: string }>
      layout="vertical"
      name="recover"
      onFinish={({ email }) => onSubmit(email.trim())}
      requiredMark={false}
    >
      <p>
        Escriba el correo electrónico de su usuario y le enviaremos unos nuevos datos de acceso.
      </p>
      <Form.Item label="Correo electrónico" name="email" rules={[zodRule(RecoverSchema, 'email')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        ENVIAR
      </Button>
      <Button type="link" onClick={onBack} className="login-link">
        Volver
      </Button>
    </Form>
  );
}
