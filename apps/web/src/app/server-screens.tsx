import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { requestActivityQuery } from '@/features/activity-order/api';
import { addressId } from '@/shared/address-id';
import { setHttpTransport, type HttpTransport } from '@/shared/http';
import { paths } from '@/shared/paths';
import { setServerSessionSource, type Session } from '@/shared/session/session-store';
import { prefetchListScreenData } from './first-screen-data';
import { inertMarkup } from './inert-markup';
import { antdOutletModule, headerNavModule, pageModules, type ModuleLoader } from './lazy-modules';
import { PAINTED_DATA_ID } from './painted-data-id';
import { renderScreen } from './render-screen';
import { routeTable } from './route-table';
import { screenTemplates } from './screen-templates';

/**
 * The logged-in screens the server paints with their data, so that a phone shows a campaign's or
 * an activity's image before any script has run (docs/architecture.md#screens-painted-by-the-server).
 * This module runs in the API's process, built for Node (`vite build --ssr`); the server picks the
 * page template the build wrote for the screen (`template`) and puts the markup and the data in it.
 */
interface PaintedScreen {
  path: string;
  template: string;
  module: ModuleLoader<unknown>;
  /** The calls whose answers the screen draws, started in the render's own cache. */
  prefetch: (client: QueryClient, location: URL, session: Session) => Promise<unknown>[];
}

const listData: PaintedScreen['prefetch'] = (client, location, session) =>
  prefetchListScreenData(client, location, session.user);

export const paintedScreens: PaintedScreen[] = [
  {
    path: paths.main,
    template: screenTemplates.main.file,
    module: pageModules.main,
    prefetch: listData,
  },
  {
    path: paths.activityList,
    template: screenTemplates.activityList.file,
    module: pageModules.activityList,
    prefetch: listData,
  },
  {
    path: paths.activityOrder,
    template: screenTemplates.activityOrder.file,
    module: pageModules.activityOrder,
    prefetch: (client, location) => {
      const id = addressId(location.searchParams.get('id'));
      return id === undefined ? [] : [client.prefetchQuery(requestActivityQuery(id))];
    },
  },
];

/** What one render answers in: its session and how its calls reach the API. */
interface RenderContext {
  session: Session;
  call: HttpTransport;
}

const context = new AsyncLocalStorage<RenderContext>();
setServerSessionSource(() => context.getStore()?.session ?? null);
setHttpTransport((url, init) => {
  const render = context.getStore();
  if (!render) return Promise.reject(new Error('A call outside a server render'));
  return render.call(url, init);
});

/**
 * A screen painted for a request: its page template, its markup, and the script element holding
 * the data it drew, for the app's cache (painted-data.ts).
 */
export interface ScreenPaint {
  template: string;
  html: string;
  dataScript: string;
}

/** The screen's element as the route table has it, so that it is the one the app renders. */
function routeElement(path: string): ReactNode {
  const route = routeTable.find((r) => r.path === path);
  if (!route) throw new Error(`server-screens: no route for ${path}`);
  return route.element;
}

/**
 * Paints the screen at `address` (a path with its query) for `session`, its calls answered by
 * `call`; null for an address that is not painted or when one of its calls fails, which the
 * server then leaves to the app.
 */
export async function paintScreen(
  address: string,
  session: Session,
  call: HttpTransport,
): Promise<ScreenPaint | null> {
  const location = new URL(address, 'http://localhost');
  const screen = paintedScreens.find((s) => s.path === location.pathname);
  if (!screen) return null;
  return context.run({ session, call }, async () => {
    const [{ AntdOutlet }] = await Promise.all([
      antdOutletModule(),
      screen.module(),
      headerNavModule(),
    ]);
    // No retries: a failed call leaves the screen to the app.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(screen.prefetch(client, location, session));
    // A screen without its calls (a request form without an id) goes elsewhere: nothing to paint.
    const queries = client.getQueryCache().getAll();
    if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) {
      return null;
    }
    const html = renderScreen({
      location: address,
      path: screen.path,
      screen: routeElement(screen.path),
      frame: AntdOutlet,
      client,
    });
    // '<' written as its escape: the data cannot close its script element.
    const data = JSON.stringify({ userId: session.user.id, cache: dehydrate(client) }).replace(
      /</g,
      '\\u003c',
    );
    return {
      template: screen.template,
      html: inertMarkup(html),
      // Type JSON: the Content Security Policy lets it stand, as it runs nothing.
      dataScript: `<script type="application/json" id="${PAINTED_DATA_ID}">${data}</script>`,
    };
  });
}
