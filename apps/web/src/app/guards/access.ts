import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { paths } from '@/shared/paths';
import { needsNewPassword } from '@/shared/session/post-login';
import type { Session } from '@/shared/session/session-store';

/** Who may open a route (spec §6, design.md §12.6). */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'user';
      /** Needs the RGPD agreement (all but /firstrun and /userprofile). */
      rgpd: boolean;
      minRole: Role;
    };

export const publicAccess: Access = { kind: 'public' };

/** A logged-in user of at least `minRole` (default any) who has accepted the agreement. */
export const userAccess = (minRole: Role = Role.Participant, rgpd = true): Access => ({
  kind: 'user',
  minRole,
  rgpd,
});

export interface Redirect {
  to: string;
  warning?: string;
}

/** Where to send someone who may not open `pathname`, or null when they may. */
export function accessRedirect(
  session: Session | null,
  access: Access,
  pathname: string,
): Redirect | null {
  if (access.kind === 'public') return null;
  if (!session) return { to: paths.login };
  const { user } = session;
  // design.md §12.22: a forced password change keeps the user on /firstrun.
  if (pathname !== paths.firstRun && needsNewPassword(user, session.passwordLength)) {
    return { to: paths.firstRun, warning: messages.passwordMustBeSet };
  }
  if (access.rgpd && !user.hasRGPDAgreed)
    return { to: paths.login, warning: messages.acceptAgreement };
  if (user.role < access.minRole) return { to: paths.login };
  return null;
}
