import type { ErrorCode } from '@extranet/shared/errors';
import { AppError } from '../../plugins/app-error.ts';

/** SQLSTATE and constraint of a PostgreSQL error, looking through Drizzle's wrapper. */
function postgresErrorOf(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    e = cause;
  }
  return {};
}

/**
 * Violations named by constraint → the spec's keys: unique (23505), and foreign key, which
 * PostgreSQL reports as 23001 for ON DELETE RESTRICT and 23503 for NO ACTION.
 */
const constraintCodes: Record<string, ErrorCode> = {
  users_username_key: 'username already exists',
  users_email_key: 'mail already exists',
  orders_user_id_users_id_fk: 'user have orders',
  campaigns_supervisor_id_users_id_fk: 'user have campaigns',
  orders_entity_id_entities_id_fk: 'entity have orders',
};

const violationCodes = new Set(['23505', '23503', '23001']);

/**
 * Turns a constraint violation that a concurrent request caused after our own checks into the
 * 409 the checks would have answered (design.md §12.25), so that a race can never become a 500.
 * Rethrows anything else untouched.
 */
export function rethrowAsConflict(err: unknown): never {
  const { code, constraint } = postgresErrorOf(err);
  const conflict = constraint ? constraintCodes[constraint] : undefined;
  if (code && violationCodes.has(code) && conflict) throw new AppError(conflict);
  throw err;
}
