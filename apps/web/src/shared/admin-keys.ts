/**
 * The query keys of the /admin lists. The user and entity editors mark them stale after a save,
 * so that VOLVER shows the saved names and roles at once.
 */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  entities: ['admin', 'entities'] as const,
  analytics: ['admin', 'analytics'] as const,
};
