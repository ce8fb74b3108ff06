import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { accessRedirect, type Access } from './access';

/** Renders the screen, or redirects (with a warning when there is one) when it is not allowed. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const redirect = accessRedirect(session, access, pathname);
  const warning = redirect?.warning;

  useEffect(() => {
    if (warning) toast.warning(warning, 'route-guard');
  }, [warning]);

  if (redirect) return <Navigate to={redirect.to} replace />;
  return children;
}
