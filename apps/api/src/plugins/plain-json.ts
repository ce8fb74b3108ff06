import type { FastifySerializerCompiler } from 'fastify';

/**
 * Route option `serializerCompiler` for the list pages, whose services build each reply field
 * by field from typed rows: `JSON.stringify` alone. The zod type provider's serializer would
 * first run the whole page through its schema again, a second pass that adds nothing to a
 * reply built this way. The schema still documents the reply (OpenAPI), and each list's tests
 * check that the reply is exactly what the schema lets through (test/exact-reply.ts).
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
