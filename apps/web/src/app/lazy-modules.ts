// The modules the app loads on demand. This file has no other imports: the entry imports it to
// start the first screen's downloads before React and antd have loaded.

/** A module loader that also says, once the module has arrived, what it holds. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module, once a load has finished (lazy-page.tsx then renders it without suspending). */
  loaded: () => M | undefined;
}

function remembered<M>(load: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  return Object.assign(
    () =>
      load().then((arrived) => {
        module = arrived;
        return arrived;
      }),
    { loaded: () => module },
  );
}

/** Each screen's module (one chunk per screen). */
export const pageModules = {
  login: remembered(() => import('@/features/auth/pages/login-page')),
  firstRun: remembered(() => import('@/features/auth/pages/first-run-page')),
  main: remembered(() => import('@/features/campaigns/pages/main-page')),
  userProfile: remembered(() => import('@/features/profile/pages/user-profile-page')),
  test: remembered(() => import('@/features/diagnostics/pages/test-page')),
  activityFilter: remembered(() => import('@/features/linked-activity/pages/activity-filter-page')),
  activityEditor: remembered(() => import('@/features/activity-editor/pages/activity-editor-page')),
  campaignEditor: remembered(() => import('@/features/campaign-editor/pages/campaign-editor-page')),
  activityList: remembered(() => import('@/features/activity-list/pages/activity-list-page')),
  activityOrder: remembered(() => import('@/features/activity-order/pages/activity-order-page')),
  orderList: remembered(() => import('@/features/order-list/pages/order-list-page')),
  attachmentList: remembered(() => import('@/features/attachment-list/pages/attachment-list-page')),
  orderDetail: remembered(() => import('@/features/order-detail/pages/order-detail-page')),
  userEditor: remembered(() => import('@/features/user-editor/pages/user-editor-page')),
  entityEditor: remembered(() => import('@/features/entity-editor/pages/entity-editor-page')),
  admin: remembered(() => import('@/features/admin/pages/admin-page')),
  reminders: remembered(() => import('@/features/reminders/pages/reminders-page')),
  eventsView: remembered(() => import('@/features/calendar/pages/events-view-page')),
  calendar: remembered(() => import('@/features/calendar/pages/public-calendar-page')),
  eventEditor: remembered(() => import('@/features/calendar/pages/event-editor-page')),
  reports: remembered(() => import('@/features/reports/pages/reports-page')),
  reportOrderDetail: remembered(() => import('@/features/reports/pages/report-order-detail-page')),
};

/** The header menu: loaded once someone is logged in (the login screen does not need it). */
export const headerNavModule = remembered(() => import('./layout/header-nav'));

/** Where the header shows its menu in a row rather than behind 'Menú' (header-nav.tsx). */
export const WIDE_HEADER = '(min-width: 768px)';

/**
 * The menu's entries and the phone's drawer: loaded with the header on a wide screen, where they
 * show at once, and on a phone only as the drawer is about to open.
 */
export const headerMenuModule = remembered(() => import('./layout/header-menu'));

/** The header's modules that the first render of a logged-in screen needs on this screen. */
export const headerModules = (): ModuleLoader<unknown>[] =>
  window.matchMedia(WIDE_HEADER).matches ? [headerNavModule, headerMenuModule] : [headerNavModule];

/**
 * antd's scope, around every screen but the login (router.tsx): loaded with the first of them, so
 * that the login's first load holds none of antd (docs/architecture.md#performance-on-phones).
 */
export const antdOutletModule = remembered(() => import('./antd-outlet'));
