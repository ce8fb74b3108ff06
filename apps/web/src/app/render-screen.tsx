import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';

interface ScreenToRender {
  /** The address it is rendered at (a path, with its query for the server's renders). */
  location: string;
  /** The route's path, as the route table has it. */
  path: string;
  screen: ReactNode;
  /** A layout route around the screen, as the router has it (antd's scope). */
  frame?: ComponentType;
  /** The server's cache of the request, holding the screen's data (server-screens.tsx). */
  client?: QueryClient;
}

/**
 * A screen rendered to HTML ahead of the browser, inside the app's providers and layout as the
 * router places it: at build time (page-shells.tsx) and on the server (server-screens.tsx)
 * (docs/architecture.md#performance-on-phones).
 */
export function renderScreen({ location, path, screen, frame: Frame, client }: ScreenToRender) {
  const route = <Route path={path} element={screen} />;
  return renderToString(
    <AppProviders server={client && { client }}>
      <StaticRouter location={location}>
        <Routes>
          <Route element={<AppLayout />}>
            {Frame ? <Route element={<Frame />}>{route}</Route> : route}
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}
