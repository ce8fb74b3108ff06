import { messages } from '@extranet/shared/messages';
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { NewPasswordFields } from '@/shared/components/new-password-fields';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { postLoginDestination } from '@/shared/session/post-login';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useChangePassword } from '../api';

interface FirstRunValues {
  password: string;
  repeatPassword: string;
}

/**
 * `/firstrun`: the forced change of an auto-generated or short password
 * (docs/product/accounts.md#first-run, docs/product/accounts.md#passwords).
 */
export function FirstRunPage() {
  const navigate = useNavigate();
  const changePassword = useChangePassword();

  const submit = ({ password }: FirstRunValues) =>
    changePassword.mutate(password, {
      onSuccess: (user) => {
        sessionStore.updateUser(user, password.length);
        toast.success(messages.passwordChanged);
        const destination = postLoginDestination({
          user,
          passwordLength: password.length,
          storedLinkedActivityId: readLinkedActivityId(),
        });
        destination.warnings.forEach((warning) => toast.warning(warning, warning));
        navigate(destination.path, { replace: true, state: { fromLogin: true } });
      },
      onError: (err) => {
        if (!isSessionEnd(err)) toast.error(errorText(err));
      },
    });

  return (
    <section className="narrow-page">
      <div className="panel">
        <PageTitle>NUEVA CONTRASEÑA</PageTitle>
        <p>Para continuar, establezca una contraseña nueva de al menos 6 caracteres.</p>
        {changePassword.isPending && <Processing />}
        <Form<FirstRunValues>
          layout="vertical"
          name="firstrun"
          onFinish={submit}
          hidden={changePassword.isPending}
        >
          <NewPasswordFields label="Nueva contraseña" />
          <Button type="primary" htmlType="submit" size="large" block>
            GUARDAR
          </Button>
        </Form>
      </div>
    </section>
  );
}
