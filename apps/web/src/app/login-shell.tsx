import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { paths } from '@/shared/paths';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';

/**
 * The login screen as HTML, rendered at build time (build/login-shell.ts) into the page the server
 * sends for `/`, so that a phone paints the form before any script has arrived
 * (docs/architecture.md#performance-on-phones). The app then renders the same screen in its place.
 */
export function renderLoginShell(): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location={paths.login}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={paths.login} element={<LoginPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}
