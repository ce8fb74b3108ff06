import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/shared/components/spinner';
import { LoadingIndicator } from '@/shared/loading/loading-indicator';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { AppHeader } from './app-header';

function PageLoading() {
  return (
    <div className="processing" role="status" aria-label="Cargando pantalla">
      <Spinner />
    </div>
  );
}

/**
 * Header with the menu (not on the public calendar: docs/product/accounts.md#header-menu), then the
 * screen.
 */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const publicCalendar = pathname === paths.calendar;

  return (
    <div className="app">
      <LoadingIndicator />
      {!publicCalendar && <AppHeader withMenu={session !== null} />}
      <main className="app-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
