import { buttonClasses, formClasses } from '@/shared/plain-form/classes';
import { FormField } from '@/shared/plain-form/form-field';
import { TextInput } from '@/shared/plain-form/text-input';
import { usePlainForm } from '@/shared/plain-form/use-plain-form';
import { zodFieldError } from '@/shared/zod-field-error';
import { RecoverForm as RecoverSchema } from '../recover-schema';

interface RecoverFormProps {
  onSubmit: (email: string) => void;
  onBack: () => void;
}

const checks = { email: (value: string) => zodFieldError(RecoverSchema, 'email', value) };

/**
 * 'He olvidado mi contraseña': asks for the e-mail that receives new access data. Drawn without
 * antd, as the rest of the login (docs/architecture.md#performance-on-phones).
 */
export function RecoverForm({ onSubmit, onBack }: RecoverFormProps) {
  const { values, errors, change, submit } = usePlainForm({ email: '' }, checks);
  return (
    <form
      id="recover"
      className={formClasses}
      noValidate
      onSubmit={submit(({ email }) => onSubmit(email.trim()))}
    >
      <p>
        Escriba el correo electrónico de su usuario y le enviaremos unos nuevos datos de acceso.
      </p>
      <FormField id="recover_email" label="Correo electrónico" error={errors.email}>
        <TextInput
          id="recover_email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => change('email', value)}
          error={errors.email}
        />
      </FormField>
      <button type="submit" className={buttonClasses('primary', { large: true, block: true })}>
        <span>ENVIAR</span>
      </button>
      <button type="button" onClick={onBack} className={`${buttonClasses('link')} login-link`}>
        <span>Volver</span>
      </button>
    </form>
  );
}
