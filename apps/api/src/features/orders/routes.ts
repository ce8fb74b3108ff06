import { OrderConflictReply, OrderCreateReply } from '@extranet/shared/schemas/order';
import { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrder } from './create-service.ts';
import type { OrderDeps } from './deps.ts';
import { MULTIPART_OR_JSON, partsOf, streamedBody } from './multipart.ts';

/**
 * Order calls of spec §7 "Order" (the lists are in list-routes.ts, manager mode in
 * manage-routes.ts). Every one needs a login, checked `onRequest` so that an anonymous call
 * answers 401 whatever it sends (design.md §2); the services decide who sees which order.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: OrderDeps = {
    db: app.db,
    dataDir: app.config.dataDir,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/order/create/',
    {
      schema: {
        consumes: MULTIPART_OR_JSON,
        body: OrderCreateForm,
        response: { 200: OrderCreateReply, 409: OrderConflictReply },
      },
      onRequest: app.requireLogin,
      ...streamedBody,
    },
    async (req) => createOrder(deps, req.user, partsOf(req)),
  );
};
