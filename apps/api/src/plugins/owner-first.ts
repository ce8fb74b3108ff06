import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from './session-user.ts';

/**
 * A route's ownership check, run before its body is validated (docs/input-validation.md
 * "Ownership first"): a caller who may not change the thing named in the path gets its 404 (or
 * 403), never a validation error about a field of a thing it cannot see. Fastify validates the
 * body before the handler runs, so the check is a preValidation hook; it reads the path with
 * the route's own params schema and leaves a malformed path to the usual validation.
 */
export function ownerFirst<P extends z.ZodType>(
  params: P,
  check: (caller: SessionUser, params: z.output<P>) => Promise<unknown>,
): preValidationAsyncHookHandler {
  return async function checkOwnerFirst(req: FastifyRequest) {
    const parsed = params.safeParse(req.params);
    if (parsed.success) await check(req.user, parsed.data);
  };
}
