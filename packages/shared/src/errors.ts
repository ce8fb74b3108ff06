import { messages } from './messages.ts';
import type { ProfileIssue } from './profile.ts';

/**
 * Every error the API can answer, with its HTTP status and Spanish message
 * (docs/api-conventions.md#error-replies). The conflict codes are the documented keys
 * (docs/product/README.md#error-catalogue), kept word for word because the client maps them by key.
 */
export const errorCatalogue = {
  validation: { status: 400, message: messages.validation },
  unauthorized: { status: 401, message: messages.unauthorized },
  'bad credentials': { status: 401, message: messages.loginWrong },
  'session expired': { status: 401, message: messages.sessionExpired },
  'user disabled': { status: 401, message: messages.userDisabled },
  forbidden: { status: 403, message: messages.forbidden },
  // A user who must change its password, accept the agreement or complete its data first;
  // `reason` says which, and the message is that reason's (docs/access-and-sessions.md).
  'profile incomplete': { status: 403, message: messages.completeUserData },
  'superuser cannot delete itself': { status: 403, message: messages.superuserCannotDelete },
  'not found': { status: 404, message: messages.notFound },
  'mail not found': { status: 404, message: messages.recoverNotFound },
  'user not eligible': { status: 412, message: messages.recoverPrecondition },
  'username already exists': { status: 409, message: messages.usernameExists },
  'mail already exists': { status: 409, message: messages.mailExists },
  'user have orders': { status: 409, message: messages.userDeleteBlocked },
  'user have campaigns': { status: 409, message: messages.userDeleteBlocked },
  'campaign have activities': { status: 409, message: messages.campaignDeleteBlocked },
  'activity have orders': { status: 409, message: messages.activityDeleteBlocked },
  'entity have orders': { status: 409, message: messages.entityDeleteBlocked },
  // Requests (docs/product/requests.md#waiting-list, docs/product/requests.md#states,
  // docs/product/requests.md#places): 'CANCEL' and 'CANCEL Full Activity' are the replies the
  // client matches (docs/product/requests.md#waiting-list), kept word for word.
  'order not found': { status: 404, message: messages.orderNotFound },
  'activity not found': { status: 404, message: messages.activityNotFound },
  'activity out of time': { status: 409, message: messages.activityOutOfTime },
  'prerequisite not met': { status: 409, message: messages.orderPrerequisiteMissing },
  CANCEL: { status: 409, message: messages.orderNoPlaces },
  'CANCEL Full Activity': { status: 409, message: messages.orderNoPlacesForDate },
  'entity not validated': { status: 409, message: messages.orderEntityNotValidated },
  'transition not allowed': { status: 409, message: messages.orderTransitionRefused },
  'order not cancellable': { status: 409, message: messages.orderNotCancellable },
  'order not editable': { status: 409, message: messages.orderNotEditable },
  // A manager's accept onto a date or activity without places (docs/requests-integrity.md).
  'places exceeded': { status: 409, message: messages.orderAcceptNoPlaces },
  // A reminder for an order without an accepted appointment (docs/product/calendar.md#reminders).
  'order not remindable': { status: 409, message: messages.reminderNotAppointment },
  // Reports (docs/product/reporting.md#calls): an id outside the catalogue, a type whose
  // document is not built yet, a start before the floor (its message names the floor's day).
  'invalid report id': { status: 400, message: messages.reportIdInvalid },
  'report not available': { status: 400, message: messages.reportNotAvailable },
  date_before_floor: { status: 400, message: messages.validation },
  'payload too large': { status: 413, message: messages.payloadTooLarge },
  'body too large': { status: 413, message: messages.bodyTooLarge },
  'unsupported media type': { status: 415, message: messages.jsonOnly },
  'too many requests': { status: 429, message: messages.tooManyRequests },
  internal: { status: 500, message: messages.internal },
  'mail server unavailable': { status: 503, message: messages.mailServerDown },
  'database unavailable': { status: 503, message: messages.databaseUnavailable },
  // The browser that prints a document's PDF is missing or would not start
  // (docs/product/reporting.md#documents).
  'pdf unavailable': { status: 503, message: messages.reportPdfUnavailable },
  // Administration (docs/product/README.md#roles-and-permissions): refusals of the user and entity
  // calls, and the analytics files.
  'user cannot disable itself': { status: 403, message: messages.userCannotDisableItself },
  'role not allowed': { status: 403, message: messages.roleNotAllowed },
  'entity have centres': { status: 409, message: messages.entityHasCentres },
  'export failed': { status: 500, message: messages.exportFailed },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every error reply. `fields` maps a field name to its message on 400. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** 'CANCEL Full Activity': places left on the requested date and visitors asked for. */
  remaining?: number;
  requested?: number;
  /** The order a bulk state change stopped at. */
  orderId?: number;
  /** 'places exceeded' of a bulk state change: every order that lacks places. */
  orderIds?: number[];
  /** 'profile incomplete': what the user must do first. */
  reason?: ProfileIssue;
}

/** Extra members of an error body beyond its code and message (see ErrorBody). */
export type ErrorDetails = Pick<
  ErrorBody,
  'remaining' | 'requested' | 'orderId' | 'orderIds' | 'reason'
> & {
  /** Replaces the catalogue's message, e.g. to name the order a bulk change stopped at. */
  message?: string;
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && value in errorCatalogue;
