import type { ErrorCode } from '@extranet/shared/errors';
import { AppError } from '../plugins/app-error.ts';
import { isConstraintViolation, postgresErrorOf } from './sql-state.ts';

/** Violations named by constraint → the error key the request's own check answers. */
const constraintCodes: Record<string, ErrorCode> = {
  users_username_key: 'username already exists',
  users_email_key: 'mail already exists',
  orders_user_id_users_id_fk: 'user have orders',
  campaigns_supervisor_id_users_id_fk: 'user have campaigns',
  orders_entity_id_entities_id_fk: 'entity have orders',
};

/**
 * Turns a constraint violation that a concurrent request caused after our own checks into the
 * 409 the checks would have answered (docs/api-conventions.md#error-replies), so that a race can
 * never become a 500. Rethrows anything else untouched.
 */
export function rethrowAsConflict(err: unknown): never {
  const { code, constraint } = postgresErrorOf(err);
  const conflict = constraint ? constraintCodes[constraint] : undefined;
  if (code && isConstraintViolation(code) && conflict) throw new AppError(conflict);
  throw err;
}
