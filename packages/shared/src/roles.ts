/**
 * User roles (docs/product/README.md#who-uses-it, docs/product/accounts.md#personal-data). A higher
 * number can do everything a lower one can.
 */
export const Role = {
  Participant: 0,
  Supervisor: 1,
  Admin: 2,
  Superuser: 3,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Spanish names of the roles, as shown in role pickers. */
export const roleNames: Record<Role, string> = {
  0: 'Usuario',
  1: 'Gestor',
  2: 'Administrador',
  3: 'Superusuario',
};

/** True when `role` is at least `needed`. */
export const hasRole = (role: number, needed: Role): boolean => role >= needed;

/**
 * Role 2+, or the campaign's own supervisor, manages a campaign and its activities
 * (docs/product/README.md#roles-and-permissions, docs/product/README.md#routes). The API decides;
 * the screens ask the same question to show the controls.
 */
export const managesCampaign = (
  user: { id: number; role: number },
  supervisorId: number | null | undefined,
): boolean =>
  hasRole(user.role, Role.Admin) || (user.role >= Role.Supervisor && supervisorId === user.id);

/**
 * Whether `user` manages a campaign's activities whoever supervises it: an admin always, a
 * participant never; for a supervisor it depends on the campaign (undefined).
 */
export const managesAnyCampaign = (user: { role: number }): boolean | undefined => {
  if (hasRole(user.role, Role.Admin)) return true;
  return hasRole(user.role, Role.Supervisor) ? undefined : false;
};
