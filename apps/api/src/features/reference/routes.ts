import { OptionList } from '@extranet/shared/schemas/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../plugins/json-text-reply.ts';
import type { ReferenceList } from './queries.ts';
import { referenceCache } from './service.ts';

const paths: Record<ReferenceList, string> = {
  councils: '/order/get-councils/',
  targets: '/order/get-targets/',
  states: '/order/get-states/',
};

/**
 * Public reference lists `[{ id, value }]` (docs/product/requests.md#calls); browsers may keep them
 * an hour. The lists never change while the server runs, so each is checked against its schema and
 * serialized once; later calls send the same JSON text (the login screen asks on every visit).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = referenceCache(app.db);
  const serialized = new Map<ReferenceList, string>();
  for (const [list, path] of Object.entries(paths) as [ReferenceList, string][]) {
    app.get(path, { schema: { response: { 200: OptionList } } }, async (_req, reply) => {
      let body = serialized.get(list);
      if (body === undefined) {
        body = JSON.stringify(OptionList.parse(await lists(list)));
        serialized.set(list, body);
      }
      // Sent as it is, without the schema serializer (about a third of the cost of this call;
      // docs/api-conventions.md#replies).
      return sendJsonText(reply.header('cache-control', 'public, max-age=3600'), body);
    });
  }
};
