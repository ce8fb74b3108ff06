import { limits } from '@extranet/shared/limits';
import { Role, roleNames } from '@extranet/shared/roles';

/**
 * The users filter of tab 1 (docs/product/administration-and-analytics.md#users): text, and role
 * with -1 = all.
 */
export interface UserFilter {
  text: string;
  role: number;
}

const ANY_ROLE = -1;

export const defaultUserFilter: UserFilter = { text: '', role: ANY_ROLE };

/** True when some filter differs from its default: the footer says 'Filtros activos'. */
export const isUserFilterActive = (filter: UserFilter): boolean =>
  filter.text.trim() !== '' || filter.role !== ANY_ROLE;

export const USER_PAGE_SIZE = limits.defaultPageSize;

/** The query of `user/list/for-user-organization/` (the contract's UserListQuery). */
export type UserListCallQuery = {
  _page: number;
  _pagesize: number;
  role: number;
  text: string;
};

/** `user/list/for-user-organization/?_page&role&text&_pagesize` for a page (from 0). */
export function userListQuery(filter: UserFilter, page: number): UserListCallQuery {
  return {
    _page: page,
    _pagesize: USER_PAGE_SIZE,
    role: filter.role,
    text: filter.text.trim(),
  };
}

export interface RoleOption {
  value: number;
  label: string;
}

/**
 * The roles a viewer may give or filter by (docs/product/README.md#roles-and-permissions): 0 to 2,
 * and 3 only to a superuser. Nobody is offered a role above its own.
 */
export function roleOptions(viewerRole: number): RoleOption[] {
  const roles: Role[] = [Role.Participant, Role.Supervisor, Role.Admin];
  if (viewerRole >= Role.Superuser) roles.push(Role.Superuser);
  return roles.map((role) => ({ value: role, label: roleNames[role] }));
}

/** The role filter's options: 'Todos' (-1), then the roles the viewer may filter by. */
export const roleFilterOptions = (viewerRole: number, anyLabel: string): RoleOption[] => [
  { value: ANY_ROLE, label: anyLabel },
  ...roleOptions(viewerRole),
];

/** The Spanish name of a role number, or the number itself if unknown. */
export const roleName = (role: number): string => roleNames[role as Role] ?? String(role);
