import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useReportedProfileIssue } from '@/shared/session/profile-issue';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { accessRedirect, type Access } from './access';

/** Renders the screen, or redirects (with a warning when there is one) when it is not allowed. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const reported = useReportedProfileIssue();
  const { pathname } = useLocation();
  const redirect = accessRedirect(session, access, pathname, reported);
  const warning = redirect?.warning;

  useEffect(() => {
    if (warning) toast.warning(warning, 'route-guard');
  }, [warning]);

  if (redirect) return <Navigate to={redirect.to} replace />;
  return children;
}
