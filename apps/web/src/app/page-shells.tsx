import type { ReactNode } from 'react';
import { LoginPage } from '@/features/auth/pages/login-page';
import { PublicCalendarFrame } from '@/features/calendar/pages/public-calendar-page';
import { paths } from '@/shared/paths';
import { renderScreen } from './render-screen';

/**
 * The screens rendered at build time (build/page-shells.ts) into the pages the server sends for
 * their addresses, so that a phone paints them before any script has arrived
 * (docs/architecture.md#performance-on-phones). The app then renders the same screen in its
 * place: the login whole; the public calendar its title and way in, as its days depend on the
 * day it is opened.
 */

const renderAt = (path: string, screen: ReactNode) =>
  renderScreen({ location: path, path, screen });

/**
 * A page painted ahead: the address the server sends it for, the file the build writes, the page
 * module whose stylesheets it links.
 */
export interface PageShell {
  path: string;
  file: string;
  /** The page module's path from src/, as the build's chunks name it. */
  module: string;
  html: string;
}

export function renderPageShells(): PageShell[] {
  return [
    {
      path: paths.login,
      file: 'login.html',
      module: 'features/auth/pages/login-page.tsx',
      html: renderAt(paths.login, <LoginPage />),
    },
    {
      path: paths.calendar,
      file: 'calendar.html',
      module: 'features/calendar/pages/public-calendar-page.tsx',
      html: renderAt(paths.calendar, <PublicCalendarFrame />),
    },
  ];
}
