import { Role } from '@extranet/shared/roles';

/**
 * Keys of the header menu (docs/product/accounts.md#header-menu); each but close_session is a
 * route.
 */
export type MenuKey =
  | 'main'
  | 'myorderlist'
  | 'orderlist'
  | 'attachmentlist'
  | 'eventsview'
  | 'reportshistoricview'
  | 'eventsreminderview'
  | 'admin'
  | 'userprofile'
  | 'close_session';

export interface MenuEntry {
  key: MenuKey;
  label: string;
}

const everyone: MenuEntry[] = [
  { key: 'main', label: 'Campañas' },
  { key: 'myorderlist', label: 'Mis solicitudes' },
];
const managers: MenuEntry[] = [
  { key: 'orderlist', label: 'Solicitudes' },
  { key: 'attachmentlist', label: 'Adjuntos' },
  { key: 'eventsview', label: 'Agenda' },
  { key: 'reportshistoricview', label: 'Informes' },
  { key: 'eventsreminderview', label: 'Recordatorios' },
  { key: 'admin', label: 'Gestión' },
];
const account: MenuEntry[] = [
  { key: 'userprofile', label: 'Datos personales' },
  { key: 'close_session', label: 'Salir' },
];

/**
 * The menu of a role: the management entries for role 1 and above
 * (docs/product/README.md#roles-and-permissions).
 */
export function menuItemsForRole(role: number): MenuEntry[] {
  return [...everyone, ...(role >= Role.Supervisor ? managers : []), ...account];
}

/** Screens that belong to a menu entry other than their own name. */
const owners: Record<string, MenuKey> = {
  activitylist: 'main',
  activityeditor: 'main',
  activityorder: 'main',
  'activity-filter': 'main',
  'campaign-filter': 'main',
  'campaign-name': 'main',
  campaigneditor: 'main',
  usereditadmin: 'admin',
  entityeditor: 'admin',
  eventeditor: 'eventsview',
  reportsview: 'reportshistoricview',
  reportorderdetail: 'reportshistoricview',
};

const routeKeys = new Set<string>(
  menuItemsForRole(Role.Superuser)
    .map((entry) => entry.key)
    .filter((key) => key !== 'close_session'),
);

const stateMode = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && 'mode' in state ? state.mode : undefined;

/**
 * The highlighted entry for a location (docs/product/accounts.md#header-menu): 'main' for the
 * campaign and activity screens; for /orderdetail the list it came from, by the navigation state's
 * `mode` or else a `mode` query parameter ('manager' is the orderlist).
 */
export function selectedMenuKey(pathname: string, search: string, state: unknown): MenuKey | null {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'orderdetail') {
    const mode = stateMode(state) ?? new URLSearchParams(search).get('mode');
    return mode === 'manager' ? 'orderlist' : 'myorderlist';
  }
  const owner = owners[segment];
  if (owner) return owner;
  return routeKeys.has(segment) ? (segment as MenuKey) : null;
}
