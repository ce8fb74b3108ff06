import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text already written (by the database, or serialized once and kept) as the reply:
 * Fastify sends a string with a JSON content type as it is, without the route schema's
 * serializer. The text must be what the schema describes: a page the database writes comes
 * from its reply's one definition, and a test checks each (docs/api-conventions.md#replies).
 */
export function sendJsonText<Reply extends FastifyReply>(reply: Reply, json: string): Reply {
  reply.type('application/json; charset=utf-8').send(json as never);
  return reply;
}
