/** User roles (spec §1, §3). A higher number can do everything a lower one can. */
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
