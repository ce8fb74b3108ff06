import { containsNul } from '@extranet/shared/json-value';
import type { FastifyRequest, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { nulRefusal } from '../../../plugins/input-guard.ts';
import type { IncomingPart } from './incoming.ts';

/**
 * The parts of a request body, for the order services (which never see the request): each
 * multipart field and file in order; a JSON body (no files) gives its members as fields.
 */
export async function* partsOf(req: FastifyRequest): AsyncGenerator<IncomingPart> {
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    for (const [name, value] of Object.entries(body)) yield { kind: 'field', name, value };
    return;
  }
  for await (const part of req.parts()) {
    // PostgreSQL's text cannot hold a NUL (docs/input-validation.md); a file's name is cleaned
    // of it instead, as of every control character (cleanFileName).
    if (part.fieldname.includes('\u0000')) throw nulRefusal('_');
    if (part.type === 'file') {
      yield {
        kind: 'file',
        name: part.fieldname,
        filename: part.filename,
        content: part.file,
        wasTruncated: () => part.file.truncated,
      };
    } else {
      if (containsNul(part.value)) throw nulRefusal(part.fieldname);
      yield { kind: 'field', name: part.fieldname, value: part.value };
    }
  }
}

/**
 * A multipart body cannot be validated before it is streamed: the route declares its schema (so
 * /api/docs shows the fields) but lets it through, and the service checks the collected fields
 * with the same schema (parse-form.ts). Params and query are validated as usual.
 */
const passBody: FastifySchemaCompiler<ZodType> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

export const streamedBody = {
  validatorCompiler: passBody,
} as Pick<RouteShorthandOptions, 'validatorCompiler'>;

/** The content types those routes take, for the OpenAPI document. */
export const MULTIPART_OR_JSON = ['multipart/form-data', 'application/json'];
