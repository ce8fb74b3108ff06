import { isErrorCode, type ErrorCode } from '@extranet/shared/errors';
import { messages } from '@extranet/shared/messages';
import { ErrorReply } from '@extranet/shared/schemas/common';

/** Status 0: the request never got an HTTP answer (network down, server stopped). */
export const NETWORK_ERROR = 'network';
/** An error answer that is no error reply of the contract, or names a code this build lacks. */
const UNKNOWN_REPLY = 'http';
/** A successful answer that the call's schema refuses. */
export const INVALID_RESPONSE = 'invalid response';

/**
 * What went wrong: one of the server's error codes (docs/api-conventions.md#error-replies), so
 * every comparison with a code is checked against the catalogue, or a failure the browser
 * names itself.
 */
export type ApiErrorCode =
  ErrorCode | typeof NETWORK_ERROR | typeof UNKNOWN_REPLY | typeof INVALID_RESPONSE;

/** An API call that did not succeed: the server's `{ error, message, fields }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  /** The error code, e.g. 'bad credentials' or 'username already exists'. */
  readonly error: ApiErrorCode;
  /** Per-field messages of a 400 validation error. */
  readonly fields: Record<string, string>;
  /** True when this 401 ended the session (the call carried the session token). */
  readonly endedSession: boolean;
  /**
   * The whole error reply as parsed JSON: some calls add details to `{ error, message }`, such
   * as the places left of order/create's 'CANCEL Full Activity'
   * (docs/product/requests.md#waiting-list).
   */
  readonly body: unknown;

  constructor(init: {
    status: number;
    error: ApiErrorCode;
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

/**
 * The code, message and fields of an error answer read against the contract. A reply whose
 * code this build does not know (a newer server) is not trusted to be explained by any screen:
 * it reads as 'Error accediendo al servidor: ' and the server's message, like a body that is no
 * error reply at all reads as that prefix and the status.
 */
export function readErrorReply(
  status: number,
  data: unknown,
): { error: ApiErrorCode; message: string; fields?: Record<string, string> } {
  const reply = ErrorReply.safeParse(data);
  if (!reply.success) {
    return { error: UNKNOWN_REPLY, message: `${messages.serverErrorPrefix}error ${status}` };
  }
  const { error, message, fields } = reply.data;
  if (!isErrorCode(error)) {
    return { error: UNKNOWN_REPLY, message: messages.serverErrorPrefix + message };
  }
  return { error, message, fields };
}

/**
 * The Spanish text to show for any failure (docs/product/README.md#error-catalogue 'Other
 * failures').
 */
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
