import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { themeVariablesClass } from '@/shared/antd/theme';
import { OverlayBridge } from './overlay-bridge';
import { queryClient } from './query-client';

dayjs.locale('es');

/**
 * The server-state cache, the toasts and dialogs, and the app's root, which gives the screens' own
 * text the theme's font and colour (styles.css `.app-root`). No antd here: the screens that use it
 * are inside its scope (shared/antd/antd-scope.tsx), so the login loads none of it
 * (docs/architecture.md#performance-on-phones).
 */
export function AppProviders({
  children,
  server,
}: {
  children: ReactNode;
  /**
   * A render on the server (server-screens.tsx): its own cache per request, and no toasts or
   * dialogs, whose holders load on demand.
   */
  server?: { client: QueryClient };
}) {
  return (
    <div className={`app-root ${themeVariablesClass}`}>
      {!server && <OverlayBridge />}
      <QueryClientProvider client={server?.client ?? queryClient}>{children}</QueryClientProvider>
    </div>
  );
}
