import {
  EntityByFilterQuery,
  EntityList,
  EntityPage,
  EntityTargetsQuery,
  EntityUserParams,
} from '@extranet/shared/schemas/entity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEntitiesForUser, searchEntities } from './service.ts';

/**
 * The two entity lookups of the request form (docs/product/requests.md#calls): the user's own
 * entities and the search by name and CIF. Both need a login (docs/api-conventions.md), checked
 * `onRequest`.
 */
export const entitySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entity/list/for-user/:idUser',
    {
      schema: {
        params: EntityUserParams,
        querystring: EntityTargetsQuery,
        response: { 200: EntityList },
      },
      onRequest: app.requireLogin,
    },
    async (req) => listEntitiesForUser(app.db, req.user, req.params.idUser, req.query.targets),
  );

  app.get(
    '/entity/list/by-filter',
    {
      schema: { querystring: EntityByFilterQuery, response: { 200: EntityPage } },
      onRequest: app.requireLogin,
    },
    async (req) => searchEntities(app.db, req.query),
  );
};
