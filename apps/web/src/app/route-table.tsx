import { Role } from '@extranet/shared/roles';
import type { ReactNode } from 'react';
import { paths } from '@/shared/paths';
import { publicAccess, userAccess, type Access } from './guards/access';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const FirstRunPage = lazyPage(() => import('@/features/auth/pages/first-run-page'), 'FirstRunPage');
const MainPage = lazyPage(() => import('@/features/campaigns/pages/main-page'), 'MainPage');
const UserProfilePage = lazyPage(
  () => import('@/features/profile/pages/user-profile-page'),
  'UserProfilePage',
);
const TestPage = lazyPage(() => import('@/features/diagnostics/pages/test-page'), 'TestPage');
const ActivityFilterPage = lazyPage(
  () => import('@/features/linked-activity/pages/activity-filter-page'),
  'ActivityFilterPage',
);
const ActivityEditorPage = lazyPage(
  () => import('@/features/activity-editor/pages/activity-editor-page'),
  'ActivityEditorPage',
);
const CampaignEditorPage = lazyPage(
  () => import('@/features/campaign-editor/pages/campaign-editor-page'),
  'CampaignEditorPage',
);
const ActivityListPage = lazyPage(
  () => import('@/features/activity-list/pages/activity-list-page'),
  'ActivityListPage',
);
const ActivityOrderPage = lazyPage(
  () => import('@/features/activity-order/pages/activity-order-page'),
  'ActivityOrderPage',
);
const OrderListPage = lazyPage(
  () => import('@/features/order-list/pages/order-list-page'),
  'OrderListPage',
);
const AttachmentListPage = lazyPage(
  () => import('@/features/attachment-list/pages/attachment-list-page'),
  'AttachmentListPage',
);
const OrderDetailPage = lazyPage(
  () => import('@/features/order-detail/pages/order-detail-page'),
  'OrderDetailPage',
);
const UserEditorPage = lazyPage(
  () => import('@/features/user-editor/pages/user-editor-page'),
  'UserEditorPage',
);
const EntityEditorPage = lazyPage(
  () => import('@/features/entity-editor/pages/entity-editor-page'),
  'EntityEditorPage',
);
const AdminPage = lazyPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage');
const PlaceholderPage = lazyPage(() => import('./placeholder-page'), 'PlaceholderPage');

export interface AppRoute {
  path: string;
  access: Access;
  element: ReactNode;
}

const manager = userAccess(Role.Supervisor);
const soon = (path: string, title: string, access: Access): AppRoute => ({
  path,
  access,
  element: <PlaceholderPage title={title} />,
});

/** spec §2 route table with the guards of design.md §12.6. */
export const routeTable: AppRoute[] = [
  { path: paths.login, access: publicAccess, element: <LoginPage /> },
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
  // (design.md §12.6): the guard cannot know the supervisor before then.
  { path: paths.campaignEditor, access: manager, element: <CampaignEditorPage /> },
  { path: paths.activityEditor, access: manager, element: <ActivityEditorPage /> },
  { path: paths.activityOrder, access: userAccess(), element: <ActivityOrderPage /> },
  // One screen in two modes; the key keeps the two lists' state apart (spec §2 "Order lists").
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
  soon(paths.eventEditor, 'Editar propiedades de visualización', manager),
  soon(paths.eventsView, 'AGENDA', manager),
  soon(paths.calendar, 'CALENDARIO', publicAccess),
  soon(paths.eventsReminderView, 'ENVÍO DE RECORDATORIOS POR EMAIL', manager),
  soon(paths.reportsView, 'INFORMES', manager),
  soon(paths.reportsHistoricView, 'HISTORICOS', manager),
  soon(paths.reportOrderDetail, 'DETALLE DE INFORME', manager),
];
