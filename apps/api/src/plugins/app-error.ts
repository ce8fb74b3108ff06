import type { ErrorCode } from '@extranet/shared/errors';

/**
 * The one error a service throws. Its code maps to a status and a Spanish message in
 * `@extranet/shared/errors`; the error handler is the only place that builds replies.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
