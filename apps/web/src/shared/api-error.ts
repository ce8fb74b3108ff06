import { messages } from '@extranet/shared/messages';

/** An API call that did not succeed: the server's `{ error, message, fields }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  /** The error key (design.md §2), e.g. 'bad credentials' or 'username already exists'. */
  readonly error: string;
  /** Per-field messages of a 400 validation error. */
  readonly fields: Record<string, string>;
  /** True when this 401 ended the session (the call carried the session token). */
  readonly endedSession: boolean;
  /**
   * The whole error reply as parsed JSON: some calls add details to `{ error, message }`, such
   * as the places left of order/create's 'CANCEL Full Activity' (design.md §2).
   */
  readonly body: unknown;

  constructor(init: {
    status: number;
    error: string;
    message: string;
    fields?: Record<string, string>;
    endedSession?: boolean;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.fields = init.fields ?? {};
    this.endedSession = init.endedSession ?? false;
    this.body = init.body;
  }
}

/** Status 0: the request never got an HTTP answer (network down, server stopped). */
export const NETWORK_ERROR = 'network';

/** The Spanish text to show for any failure (spec §8 'Other failures'). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return messages.genericErrorPrefix + err.message;
  return messages.genericErrorPrefix + String(err);
}

/** True for a 401 on a logged-in call: the HTTP client has already ended the session and said so. */
export const isSessionEnd = (err: unknown): boolean => err instanceof ApiError && err.endedSession;

/**
 * True for the server's 403 'profile incomplete': the route guard sends the user to complete
 * its profile with the notice, so the screen that made the call says nothing more.
 */
export const isProfileIncomplete = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 403 && err.error === 'profile incomplete';
