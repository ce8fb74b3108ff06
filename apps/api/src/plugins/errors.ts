import {
  errorCatalogue,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
} from '@extranet/shared/errors';
import { messages } from '@extranet/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { isMalformedMultipart } from './malformed-input.ts';

const send = (
  reply: FastifyReply,
  code: ErrorCode,
  fields?: Record<string, string>,
  details?: ErrorDetails,
) => {
  const { status, message: general } = errorCatalogue[code];
  // A refused field says why in its own words; the reply's message is the first of them.
  const message = (code === 'validation' && fields && Object.values(fields)[0]) || general;
  const body: ErrorBody = { error: code, message, ...(fields ? { fields } : {}), ...details };
  return reply.status(status).send(body);
};

/** Field name → first message, from zod issues reported by the type provider. */
function validationFields(error: { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? 'Valor no válido';
  }
  return fields;
}

const isOutOfRange = (issue: { keyword: string }) =>
  issue.keyword === 'too_big' || issue.keyword === 'too_small';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  413: 'payload too large',
  415: 'validation',
  429: 'too many requests',
};

/**
 * Maps every error to `{ error, message, fields? }` (docs/api-conventions.md#error-replies); 5xx
 * never leak internals.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Before AppError: an export wraps the query's failure as its cause (docs/operations.md).
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return send(reply, 'database unavailable');
    }
    if (err instanceof AppError) return send(reply, err.code, err.fields, err.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path id out of range names nothing that exists (docs/input-validation.md).
      if (err.validationContext === 'params' && err.validation.every(isOutOfRange)) {
        return send(reply, 'not found');
      }
      const fields = validationFields(err);
      const first = Object.values(fields)[0] ?? errorCatalogue.validation.message;
      return reply.status(400).send({ error: 'validation', message: first, fields });
    }
    // A JSON body past bodyLimit is not a file: its own message (docs/input-validation.md).
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, 'body too large');
    if (isMalformedMultipart(err))
      return send(reply, 'validation', { _: messages.multipartInvalid });
    const known = err.statusCode ? statusCodes[err.statusCode] : undefined;
    if (known) return send(reply, known);
    req.log.error({ err }, 'unhandled error');
    return send(reply, 'internal');
  });
});
