import type { Role } from '@extranet/shared/roles';

/** Who is calling, as every service sees it: re-read from the database on each request. */
export interface SessionUser {
  id: number;
  role: Role;
  organizationId: number;
}
