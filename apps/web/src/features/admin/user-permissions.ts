import { Role } from '@extranet/shared/roles';

interface Person {
  id: number;
  role: number;
}

/**
 * The 'Usuario desactivado?' switch (docs/product/README.md#roles-and-permissions): role 2+, never
 * on oneself, never on a user of a higher role (the API refuses those too).
 */
export const canDisableUser = (viewer: Person, user: Person): boolean =>
  viewer.role >= Role.Admin && user.id !== viewer.id && user.role <= viewer.role;

/**
 * Deleting from the list (docs/product/README.md#roles-and-permissions): role 2+; role-3 users
 * cannot be deleted from the admin list, nor oneself (the own account is deleted from
 * /userprofile).
 */
export const canDeleteUser = (viewer: Person, user: Person): boolean =>
  viewer.role >= Role.Admin &&
  user.id !== viewer.id &&
  user.role !== Role.Superuser &&
  user.role <= viewer.role;

/**
 * 'Nuevo usuario', 'Nueva entidad' and deleting entities: role 2+
 * (docs/product/README.md#roles-and-permissions).
 */
export const administers = (viewer: Person): boolean => viewer.role >= Role.Admin;
