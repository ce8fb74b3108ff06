/**
 * The pages the build writes for the screens the server paints with their data
 * (server-screens.tsx, docs/architecture.md#screens-painted-by-the-server): index.html with the
 * stylesheets of the screen's module and of the header's and antd's, whose markup it holds. The
 * build reads this file (build/page-shells.ts), so it imports nothing.
 */
export const screenTemplates = {
  main: { file: 'screen-main.html', module: 'features/campaigns/pages/main-page.tsx' },
  activityList: {
    file: 'screen-activity-list.html',
    module: 'features/activity-list/pages/activity-list-page.tsx',
  },
  activityOrder: {
    file: 'screen-activity-order.html',
    module: 'features/activity-order/pages/activity-order-page.tsx',
  },
} as const;

/** The modules around every painted screen, whose stylesheets its page links too. */
export const screenFrameModules = ['app/antd-outlet.tsx', 'app/layout/header-nav.tsx'];
