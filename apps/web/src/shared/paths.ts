/**
 * Every route of the app (docs/product/README.md#routes route table), written once. It lives in
 * shared/ because features navigate too and may not import the app shell (eslint.config.js).
 */
export const paths = {
  login: '/',
  firstRun: '/firstrun',
  main: '/main',
  campaignFilter: '/campaign-filter/:type',
  campaignName: '/campaign-name/:campaignname',
  activityList: '/activitylist',
  campaignEditor: '/campaigneditor',
  activityEditor: '/activityeditor',
  activityOrder: '/activityorder',
  activityFilter: '/activity-filter/:activityid',
  orderList: '/orderlist',
  myOrderList: '/myorderlist',
  attachmentList: '/attachmentlist',
  orderDetail: '/orderdetail',
  admin: '/admin',
  userEditAdmin: '/usereditadmin',
  entityEditor: '/entityeditor',
  eventEditor: '/eventeditor',
  eventsView: '/eventsview',
  calendar: '/calendario',
  eventsReminderView: '/eventsreminderview',
  reportsView: '/reportsview',
  reportsHistoricView: '/reportshistoricview',
  reportOrderDetail: '/reportorderdetail',
  userProfile: '/userprofile',
  test: '/test',
} as const;

/** `/activity-filter/{id}`: the linked-activity page. */
export const activityFilterPath = (activityId: number): string => `/activity-filter/${activityId}`;
