import { Role } from '@extranet/shared/roles';
import type { ReactNode } from 'react';
import { paths } from '@/shared/paths';
import { publicAccess, userAccess, type Access } from './guards/access';
import { lazyPage } from './lazy-page';
import { pageModules } from './lazy-modules';

const LoginPage = lazyPage(pageModules.login, 'LoginPage');
const FirstRunPage = lazyPage(pageModules.firstRun, 'FirstRunPage');
const MainPage = lazyPage(pageModules.main, 'MainPage');
const UserProfilePage = lazyPage(pageModules.userProfile, 'UserProfilePage');
const TestPage = lazyPage(pageModules.test, 'TestPage');
const ActivityFilterPage = lazyPage(pageModules.activityFilter, 'ActivityFilterPage');
const ActivityEditorPage = lazyPage(pageModules.activityEditor, 'ActivityEditorPage');
const CampaignEditorPage = lazyPage(pageModules.campaignEditor, 'CampaignEditorPage');
const ActivityListPage = lazyPage(pageModules.activityList, 'ActivityListPage');
const ActivityOrderPage = lazyPage(pageModules.activityOrder, 'ActivityOrderPage');
const OrderListPage = lazyPage(pageModules.orderList, 'OrderListPage');
const AttachmentListPage = lazyPage(pageModules.attachmentList, 'AttachmentListPage');
const OrderDetailPage = lazyPage(pageModules.orderDetail, 'OrderDetailPage');
const UserEditorPage = lazyPage(pageModules.userEditor, 'UserEditorPage');
const EntityEditorPage = lazyPage(pageModules.entityEditor, 'EntityEditorPage');
const AdminPage = lazyPage(pageModules.admin, 'AdminPage');
const RemindersPage = lazyPage(pageModules.reminders, 'RemindersPage');
const EventsViewPage = lazyPage(pageModules.eventsView, 'EventsViewPage');
const PublicCalendarPage = lazyPage(pageModules.calendar, 'PublicCalendarPage');
const EventEditorPage = lazyPage(pageModules.eventEditor, 'EventEditorPage');
const ReportsPage = lazyPage(pageModules.reports, 'ReportsPage');
const ReportOrderDetailPage = lazyPage(pageModules.reportOrderDetail, 'ReportOrderDetailPage');

export interface AppRoute {
  path: string;
  access: Access;
  element: ReactNode;
  /**
   * Drawn without antd, outside its scope: the login, whose first load then holds none of it
   * (docs/architecture.md#performance-on-phones).
   */
  withoutAntd?: true;
}

const manager = userAccess(Role.Supervisor);

/** The route table and its guards (docs/product/README.md#routes). */
export const routeTable: AppRoute[] = [
  { path: paths.login, access: publicAccess, element: <LoginPage />, withoutAntd: true },
  { path: paths.firstRun, access: userAccess(Role.Participant, false), element: <FirstRunPage /> },
  { path: paths.main, access: userAccess(), element: <MainPage /> },
  { path: paths.campaignFilter, access: userAccess(), element: <MainPage /> },
  { path: paths.campaignName, access: userAccess(), element: <MainPage /> },
  {
    path: paths.userProfile,
    access: userAccess(Role.Participant, false),
    element: <UserProfilePage />,
  },
  { path: paths.test, access: userAccess(Role.Admin), element: <TestPage /> },
  { path: paths.activityFilter, access: userAccess(), element: <ActivityFilterPage /> },
  { path: paths.activityList, access: userAccess(), element: <ActivityListPage /> },
  // The editors narrow this to role 2+ or the campaign's supervisor once the campaign is loaded
  // (docs/product/README.md#routes): the guard cannot know the supervisor before then.
  { path: paths.campaignEditor, access: manager, element: <CampaignEditorPage /> },
  { path: paths.activityEditor, access: manager, element: <ActivityEditorPage /> },
  { path: paths.activityOrder, access: userAccess(), element: <ActivityOrderPage /> },
  // One screen in two modes; the key keeps the two lists' state apart
  // (docs/product/requests.md#order-lists).
  {
    path: paths.orderList,
    access: manager,
    element: <OrderListPage key="manager" mode="manager" />,
  },
  {
    path: paths.myOrderList,
    access: userAccess(),
    element: <OrderListPage key="own" mode="own" />,
  },
  { path: paths.attachmentList, access: manager, element: <AttachmentListPage /> },
  { path: paths.orderDetail, access: userAccess(), element: <OrderDetailPage /> },
  { path: paths.admin, access: manager, element: <AdminPage /> },
  { path: paths.userEditAdmin, access: manager, element: <UserEditorPage /> },
  { path: paths.entityEditor, access: manager, element: <EntityEditorPage /> },
  { path: paths.eventEditor, access: manager, element: <EventEditorPage /> },
  { path: paths.eventsView, access: manager, element: <EventsViewPage /> },
  // docs/product/calendar.md#calendar: public, and without the top bar (app-layout.tsx).
  { path: paths.calendar, access: publicAccess, element: <PublicCalendarPage /> },
  { path: paths.eventsReminderView, access: manager, element: <RemindersPage /> },
  // One screen in two views; the key keeps each view's state apart
  // (docs/product/reporting.md#screens).
  {
    path: paths.reportsView,
    access: manager,
    element: <ReportsPage key="current" historic={false} />,
  },
  {
    path: paths.reportsHistoricView,
    access: manager,
    element: <ReportsPage key="historic" historic />,
  },
  { path: paths.reportOrderDetail, access: manager, element: <ReportOrderDetailPage /> },
];
