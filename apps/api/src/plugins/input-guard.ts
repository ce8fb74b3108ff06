import { containsNul } from '@extranet/shared/json-value';
import { messages } from '@extranet/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** A refused NUL, named as body validation names a refused field (docs/input-validation.md). */
export const nulRefusal = (field: string) =>
  new AppError('validation', { [field || '_']: messages.textWithNul });

/** True when the route reads a multipart body itself (it says so in its `consumes`). */
const takesMultipart = (req: FastifyRequest) =>
  (req.routeOptions.schema?.consumes ?? []).includes('multipart/form-data');

/**
 * Checks every request once, before any route validates it (docs/input-validation.md):
 * - a NUL in any text of the body, query or path is a 400: PostgreSQL's text cannot hold it,
 *   so it would fail in the database as a 500, whatever route or field carries it;
 * - a multipart body sent to a route that takes JSON is a 415 in Spanish, instead of the
 *   body's schema meeting no body at all.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      if (containsNul(value)) throw nulRefusal(part);
    }
    if (req.routeOptions.schema?.body && req.isMultipart() && !takesMultipart(req)) {
      throw new AppError('unsupported media type');
    }
  });
});
