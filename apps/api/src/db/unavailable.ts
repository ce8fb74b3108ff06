import { isConnectionState } from './sql-state.ts';

/**
 * Errors that mean "the database cannot be reached", as opposed to a query it refused
 * (docs/operations.md#when-the-database-is-away). Every call answers them with 503
 * 'database unavailable' and the outbox worker waits through them.
 */

/** Socket failures on the way to the server (refused, reset, unreachable, no name). */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` and its pool say, without a code, when a connection ends or cannot be made in time. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isConnectionFailure(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (isConnectionState(code) || socketCodes.has(code))) {
    return true;
  }
  return typeof message === 'string' && driverMessages.some((m) => m.test(message));
}

/** True when `err`, or any error it wraps (Drizzle's `cause`, a dual-stack AggregateError), is one. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const pending: unknown[] = [err];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const e = pending.shift();
    if (!e || typeof e !== 'object') continue;
    if (isConnectionFailure(e)) return true;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
