import type { ErrorCode, ErrorDetails } from '@extranet/shared/errors';

/**
 * The one error a service throws. Its code maps to a status and a Spanish message in
 * `@extranet/shared/errors`; the error handler is the only place that builds replies.
 * `details` adds the few extra members some replies carry (docs/product/requests.md#waiting-list:
 * 'CANCEL Full Activity' with remaining and requested places; a bulk change naming its order).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
