import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { hasPersonalData } from '@extranet/shared/profile';
import type { User } from '@extranet/shared/schemas/user';
import { activityFilterPath, paths } from '@/shared/paths';

/** docs/access-and-sessions.md: complete only with name, surname, e-mail and council (the server's rule). */
export const isProfileComplete = (user: User): boolean =>
  hasPersonalData({ ...user, councilId: user.council?.id ?? null });

/**
 * docs/product/accounts.md#login, docs/product/README.md#constants-and-limits: a typed password
 * under 6 characters, or a recovered one, must be replaced.
 */
export function needsNewPassword(user: User, passwordLength: number): boolean {
  return passwordLength < limits.minPasswordLength || user.mustChangePassword;
}

export interface Destination {
  path: string;
  /** Warnings to show on arrival (docs/product/accounts.md#sessions). */
  warnings: string[];
}

/**
 * Where a user goes after logging in (docs/product/accounts.md#login): a short or recovered
 * password goes to /firstrun; a complete, agreed profile to /main, or to its linked activity;
 * anything else to /userprofile with the reasons.
 */
export function postLoginDestination(input: {
  user: User;
  passwordLength: number;
  /** The id kept in sessionStorage by /activity-filter/{id}, if any. */
  storedLinkedActivityId: number | null;
}): Destination {
  const { user, passwordLength, storedLinkedActivityId } = input;
  if (needsNewPassword(user, passwordLength)) return { path: paths.firstRun, warnings: [] };

  const complete = isProfileComplete(user);
  if (complete && user.hasRGPDAgreed) {
    const linked = user.linkedActivityId ?? storedLinkedActivityId;
    return { path: linked ? activityFilterPath(linked) : paths.main, warnings: [] };
  }

  const warnings: string[] = [];
  if (!complete) warnings.push(messages.completeUserData);
  if (!user.hasRGPDAgreed) warnings.push(messages.acceptAgreement);
  return { path: paths.userProfile, warnings };
}
