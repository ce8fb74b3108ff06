import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@/shared/use-media-query';
import { theme } from './theme';

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
 * antd in Spanish with the app theme, around whatever renders antd's components: the screens
 * after the login, the header menu, the toasts and dialogs, the registration dialog. The login
 * screen renders none and so loads none of antd (docs/architecture.md#performance-on-phones).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider locale={esES} theme={reducedMotion ? stillTheme : appTheme}>
      {children}
    </ConfigProvider>
  );
}
