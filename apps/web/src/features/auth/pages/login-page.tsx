import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { ExternalLink } from '@/shared/components/external-link';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { useCouncils } from '@/shared/reference/api';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { postLoginDestination } from '@/shared/session/post-login';
import { sessionStore } from '@/shared/session/session-store';
import { siteLinks } from '@/shared/site-links';
import { LoginForm } from '../components/login-form';
import { RecoverForm } from '../components/recover-form';
import { useAutoLogin } from '../use-auto-login';
import { useLoginFlow } from '../use-login-flow';
import { useRecoverFlow } from '../use-recover-flow';
import './login-page.css';

const RegistrationModal = lazy(async () => ({
  default: (await import('../components/registration-modal')).RegistrationModal,
}));

/**
 * Where a user who was already logged in when opening / goes instead: the after-login rule
 * (docs/product/accounts.md#login), so one whose profile or agreement is missing lands on
 * /userprofile.
 */
function homeOf(): string | null {
  const session = sessionStore.get();
  if (!session) return null;
  return postLoginDestination({
    user: session.user,
    passwordLength: session.passwordLength,
    storedLinkedActivityId: readLinkedActivityId(),
  }).path;
}

/** `/`: login, recover access and registration (docs/product/accounts.md#login). */
export function LoginPage() {
  const [home] = useState(homeOf);
  const [panel, setPanel] = useState<'login' | 'recover'>('login');
  const [registration, setRegistration] = useState({ requested: false, open: false });
  const councils = useCouncils();
  const { login, loginWithToken, busy: loggingIn } = useLoginFlow();
  const recover = useRecoverFlow(() => setPanel('login'));
  useAutoLogin(loginWithToken);

  if (home) return <Navigate to={home} replace />;
  const busy = loggingIn || recover.busy;

  return (
    <section className="login-page">
      <div className="panel login-card">
        <PageTitle>Acceso a la extranet</PageTitle>
        {busy && <Processing />}
        <div hidden={busy}>
          {panel === 'login' ? (
            <>
              <LoginForm onSubmit={login} />
              <Button type="link" className="login-link" onClick={() => setPanel('recover')}>
                He olvidado mi contraseña
              </Button>
            </>
          ) : (
            <RecoverForm onSubmit={recover.send} onBack={() => setPanel('login')} />
          )}
        </div>
        <Divider />
        <p className="login-tutorial">
          <PlayCircleOutlined aria-hidden />{' '}
          <ExternalLink href={siteLinks.tutorialVideo}>Ver vídeo tutorial</ExternalLink>
        </p>
        <Button block size="large" onClick={() => setRegistration({ requested: true, open: true })}>
          REGISTRARSE
        </Button>
        <p className="login-help">
          Si tiene problemas para registrarse, llame al teléfono gratuito{' '}
          <a href={`tel:${siteLinks.helpPhone.replace(/\s/g, '')}`}>{siteLinks.helpPhone}</a>
        </p>
      </div>
      {registration.requested && (
        <Suspense fallback={null}>
          <RegistrationModal
            open={registration.open}
            onClose={() => setRegistration({ requested: true, open: false })}
            councils={councils.data ?? []}
            councilsLoading={councils.isLoading}
          />
        </Suspense>
      )}
    </section>
  );
}
