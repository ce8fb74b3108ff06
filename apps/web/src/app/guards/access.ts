import { messages } from '@extranet/shared/messages';
import { profileIssueMessages, type ProfileIssue } from '@extranet/shared/profile';
import { Role } from '@extranet/shared/roles';
import { paths } from '@/shared/paths';
import { isProfileComplete, needsNewPassword } from '@/shared/session/post-login';
import type { Session } from '@/shared/session/session-store';

/**
 * Who may open a route (docs/product/README.md#roles-and-permissions,
 * docs/product/README.md#routes).
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'user';
      /**
       * Needs a complete profile: the agreement accepted and the personal data given (all but
       * /firstrun and /userprofile, where the user completes them).
       */
      completeProfile: boolean;
      minRole: Role;
    };

export const publicAccess: Access = { kind: 'public' };

/** A logged-in user of at least `minRole` (default any) whose profile is complete. */
export const userAccess = (minRole: Role = Role.Participant, completeProfile = true): Access => ({
  kind: 'user',
  minRole,
  completeProfile,
});

export interface Redirect {
  to: string;
  warning?: string;
}

/** What the profile screen must complete first, by the session or by the server's refusal. */
function profileScreenIssue(session: Session, reported: ProfileIssue | null): ProfileIssue | null {
  if (!session.user.hasRGPDAgreed) return 'privacy';
  if (!isProfileComplete(session.user)) return 'data';
  return reported === 'privacy' || reported === 'data' ? reported : null;
}

/**
 * Where to send someone who may not open `pathname`, or null when they may. `reported` is the
 * reason of the server's last 403 'profile incomplete' (docs/access-and-sessions.md): the
 * server refuses the calls of such a user, so it goes straight to the screen that fixes it,
 * with the notice, never to a screen left blank.
 */
export function accessRedirect(
  session: Session | null,
  access: Access,
  pathname: string,
  reported: ProfileIssue | null = null,
): Redirect | null {
  if (access.kind === 'public') return null;
  if (!session) return { to: paths.login };
  const { user } = session;
  // docs/product/accounts.md#first-run: a forced password change keeps the user on /firstrun.
  const newPassword = needsNewPassword(user, session.passwordLength) || reported === 'password';
  if (pathname !== paths.firstRun && newPassword) {
    return { to: paths.firstRun, warning: messages.passwordMustBeSet };
  }
  const issue = access.completeProfile ? profileScreenIssue(session, reported) : null;
  if (issue) return { to: paths.userProfile, warning: profileIssueMessages[issue] };
  if (user.role < access.minRole) return { to: paths.login };
  return null;
}
