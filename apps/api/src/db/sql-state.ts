/**
 * PostgreSQL's SQLSTATE codes, read in one place: which errors are constraint violations (a
 * race the request's own checks lost: constraint-conflicts.ts), which a lost connection
 * (unavailable.ts), and how the log tells a database error from any other (log-safety.ts).
 */

/** Five digits or capitals: a SQLSTATE, as opposed to Node's codes ('ENOENT', 'ECONNRESET'). */
export const isSqlState = (code: unknown): code is string =>
  typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** A unique index refused a second row. */
const UNIQUE_VIOLATION = '23505';

/**
 * A foreign key refused a row or a deletion: PostgreSQL reports ON DELETE RESTRICT as 23001
 * and NO ACTION as 23503.
 */
const foreignKeyStates = new Set(['23503', '23001']);

/** A lost or refused connection (class 08), or a server shutting down or starting (57P01-3). */
export const isConnectionState = (code: string): boolean =>
  /^(08[0-9A-Z]{3}|57P0[123])$/.test(code);

/** SQLSTATE and constraint of a PostgreSQL error, looking through Drizzle's wrapper (`cause`). */
export function postgresErrorOf(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (isSqlState(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    e = cause;
  }
  return {};
}

/** True when `err`, or the error it wraps, is a foreign-key violation. */
export const isForeignKeyViolation = (err: unknown): boolean =>
  foreignKeyStates.has(postgresErrorOf(err).code ?? '');

/** True for the violations a concurrent request can cause after our checks: unique or foreign key. */
export const isConstraintViolation = (code: string): boolean =>
  code === UNIQUE_VIOLATION || foreignKeyStates.has(code);
