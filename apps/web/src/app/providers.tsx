import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { ToastBridge } from '@/shared/components/toast-bridge';
import { DialogBridge } from '@/shared/dialogs/dialog-bridge';
import { useMediaQuery } from '@/shared/use-media-query';
import { queryClient } from './query-client';
import { theme, themeVariablesClass } from './theme';

dayjs.locale('es');

/**
 * A build carries antd's stylesheet made at build time (build/antd-static-style.ts), so the browser
 * generates none of it (docs/architecture.md#performance-on-phones); the dev server and the tests
 * keep antd's run-time styles.
 */
const appTheme = { ...theme, zeroRuntime: import.meta.env.PROD };

/**
 * For a person whose device asks for less motion (an operating-system setting), antd opens and
 * closes its dialogs, menus and messages at once instead of zooming and sliding them
 * (docs/architecture.md#look-and-feel).
 */
const stillTheme = { ...appTheme, token: { ...appTheme.token, motion: false } };

/**
 * antd in Spanish with the app theme, the toasts and the dialogs, and the server-state cache. The
 * root gives the screens' own text the theme's font and colour (styles.css `.app-root`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider locale={esES} theme={reducedMotion ? stillTheme : appTheme}>
      <div className={`app-root ${themeVariablesClass}`}>
        <ToastBridge />
        <DialogBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </div>
    </ConfigProvider>
  );
}
