import { Role } from '@extranet/shared/roles';

/**
 * The tabs of /admin, by their number (docs/product/administration-and-analytics.md#admin-screen):
 * users, entities, centres, analytics.
 */
export const AdminTab = { Users: 1, Entities: 2, Centres: 3, Analytics: 4 } as const;
export type AdminTab = (typeof AdminTab)[keyof typeof AdminTab];

/** The address parameter that keeps the tab, so that reload and back return to it. */
export const TAB_PARAM = 'tab';

/**
 * Tabs 1-3 for role 1+, tab 4 'ANALÍTICA DE DATOS' for role 2+
 * (docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/README.md#roles-and-permissions).
 */
export function visibleTabs(role: number): AdminTab[] {
  const tabs: AdminTab[] = [AdminTab.Users, AdminTab.Entities, AdminTab.Centres];
  return role >= Role.Admin ? [...tabs, AdminTab.Analytics] : tabs;
}

/**
 * The tab an address asks for, if the viewer may see it; tab 1 otherwise
 * (docs/product/README.md#constants-and-limits: the admin tab selector defaults to tab 1).
 */
export function tabFromParam(param: string | null, role: number): AdminTab {
  const wanted = Number(param);
  return visibleTabs(role).find((tab) => tab === wanted) ?? AdminTab.Users;
}

/** Tabs 2 and 3 list entities: main entities and centres. */
export const isEntityTab = (tab: AdminTab): tab is 2 | 3 =>
  tab === AdminTab.Entities || tab === AdminTab.Centres;

/**
 * Box mode (cards) or list mode (table), docs/product/administration-and-analytics.md#admin-screen
 * footer toggle.
 */
export type ViewMode = 'box' | 'list';
export const VIEW_PARAM = 'vista';

/** `?vista=lista` keeps list mode across reloads; anything else is box mode. */
export const viewFromParam = (param: string | null): ViewMode =>
  param === 'lista' ? 'list' : 'box';
