import { messages } from './messages.ts';

/**
 * Why a logged-in user may not use the application yet (docs/access-and-sessions.md):
 * it must change its password, accept the privacy agreement, or complete its personal data.
 * The server refuses its calls with this reason (docs/access-and-sessions.md) and the browser
 * sends it to /firstrun or /userprofile.
 */
export const profileIssues = ['password', 'privacy', 'data'] as const;
export type ProfileIssue = (typeof profileIssues)[number];

/** What the user reads for each reason: the texts the screens already show. */
export const profileIssueMessages: Record<ProfileIssue, string> = {
  password: messages.passwordMustBeSet,
  privacy: messages.acceptAgreement,
  data: messages.completeUserData,
};

/** What the rule reads of a user. */
export interface ProfileFacts {
  mustChangePassword: boolean;
  rgpdAgreed: boolean;
  name: string;
  surname: string;
  email: string;
  councilId: number | null;
}

/** docs/access-and-sessions.md: complete only if name, surname, e-mail and council are present. */
export const hasPersonalData = (user: Omit<ProfileFacts, 'mustChangePassword' | 'rgpdAgreed'>) =>
  Boolean(user.name.trim() && user.surname.trim() && user.email.trim() && user.councilId !== null);

/**
 * The first thing the user must do, in the order the server checks (the password first,
 * then the profile screen's agreement and data), or null when it may use everything.
 */
export function profileIssueOf(user: ProfileFacts): ProfileIssue | null {
  if (user.mustChangePassword) return 'password';
  if (!user.rgpdAgreed) return 'privacy';
  if (!hasPersonalData(user)) return 'data';
  return null;
}
