import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { ExternalLink } from '@/shared/components/external-link';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { buttonClasses, dividerClasses } from '@/shared/plain-form/classes';
import { SvgIcon } from '@/shared/plain-form/svg-icon';
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

const RegistrationDialog = lazy(async () => ({
  default: (await import('../components/registration-modal')).RegistrationDialog,
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

/**
 * `/`: login, recover access and registration (docs/product/accounts.md#login). Drawn without antd
 * (its classes, not its code) so that a phone's first load holds none of it; the registration
 * dialog brings antd when it is opened (docs/architecture.md#performance-on-phones).
 */
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
              <button
                type="button"
                className={`${buttonClasses('link')} login-link`}
                onClick={() => setPanel('recover')}
              >
                <span>He olvidado mi contraseña</span>
              </button>
            </>
          ) : (
            <RecoverForm onSubmit={recover.send} onBack={() => setPanel('login')} />
          )}
        </div>
        <div className={dividerClasses} role="separator" />
        <p className="login-tutorial">
          <SvgIcon icon={PlayCircleOutlined} hidden />{' '}
          <ExternalLink href={siteLinks.tutorialVideo}>Ver vídeo tutorial</ExternalLink>
        </p>
        <button
          type="button"
          className={buttonClasses('default', { large: true, block: true })}
          onClick={() => setRegistration({ requested: true, open: true })}
        >
          <span>REGISTRARSE</span>
        </button>
        <p className="login-help">
          Si tiene problemas para registrarse, llame al teléfono gratuito{' '}
          <a href={`tel:${siteLinks.helpPhone.replace(/\s/g, '')}`}>{siteLinks.helpPhone}</a>
        </p>
      </div>
      {registration.requested && (
        <Suspense fallback={null}>
          <RegistrationDialog
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
