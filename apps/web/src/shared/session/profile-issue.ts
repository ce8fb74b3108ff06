import { useSyncExternalStore } from 'react';
import { profileIssues, type ProfileIssue } from '@extranet/shared/profile';
import { sessionStore } from './session-store';

/**
 * The reason of the server's last 403 'profile incomplete' (docs/access-and-sessions.md): the
 * server refuses most calls until the user changes its password, accepts the agreement or
 * completes its data, and the route guard then sends it where it can. Forgotten whenever the
 * session changes (a saved profile, a new password, a logout), so the next refusal says anew.
 */
let reported: ProfileIssue | null = null;
const listeners = new Set<() => void>();

const set = (next: ProfileIssue | null) => {
  if (reported === next) return;
  reported = next;
  listeners.forEach((listener) => listener());
};

sessionStore.subscribe(() => set(null));

export const reportedProfileIssue = {
  get: (): ProfileIssue | null => reported,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the HTTP client with the `reason` of a 403 'profile incomplete'. */
  report(reason: unknown): void {
    set(profileIssues.find((issue) => issue === reason) ?? 'data');
  },
};

/** The reported reason, re-rendering when it changes. */
export const useReportedProfileIssue = (): ProfileIssue | null =>
  useSyncExternalStore(reportedProfileIssue.subscribe, reportedProfileIssue.get);
