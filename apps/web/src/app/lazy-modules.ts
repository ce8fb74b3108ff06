// The modules the app loads on demand. This file has no other imports: the entry imports it to
// start the first screen's downloads before React and antd have loaded.

/** Each screen's module (one chunk per screen). */
export const pageModules = {
  login: () => import('@/features/auth/pages/login-page'),
  firstRun: () => import('@/features/auth/pages/first-run-page'),
  main: () => import('@/features/campaigns/pages/main-page'),
  userProfile: () => import('@/features/profile/pages/user-profile-page'),
  test: () => import('@/features/diagnostics/pages/test-page'),
  activityFilter: () => import('@/features/linked-activity/pages/activity-filter-page'),
  activityEditor: () => import('@/features/activity-editor/pages/activity-editor-page'),
  campaignEditor: () => import('@/features/campaign-editor/pages/campaign-editor-page'),
  activityList: () => import('@/features/activity-list/pages/activity-list-page'),
  activityOrder: () => import('@/features/activity-order/pages/activity-order-page'),
  orderList: () => import('@/features/order-list/pages/order-list-page'),
  attachmentList: () => import('@/features/attachment-list/pages/attachment-list-page'),
  orderDetail: () => import('@/features/order-detail/pages/order-detail-page'),
  userEditor: () => import('@/features/user-editor/pages/user-editor-page'),
  entityEditor: () => import('@/features/entity-editor/pages/entity-editor-page'),
  admin: () => import('@/features/admin/pages/admin-page'),
  reminders: () => import('@/features/reminders/pages/reminders-page'),
  eventsView: () => import('@/features/calendar/pages/events-view-page'),
  calendar: () => import('@/features/calendar/pages/public-calendar-page'),
  eventEditor: () => import('@/features/calendar/pages/event-editor-page'),
  reports: () => import('@/features/reports/pages/reports-page'),
  reportOrderDetail: () => import('@/features/reports/pages/report-order-detail-page'),
};

/** The header menu: loaded once someone is logged in (the login screen does not need it). */
export const headerNavModule = () => import('./layout/header-nav');

/**
 * antd's scope, around every screen but the login (router.tsx): loaded with the first of them, so
 * that the login's first load holds none of antd (docs/architecture.md#performance-on-phones).
 */
export const antdOutletModule = () => import('./antd-outlet');
