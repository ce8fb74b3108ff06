import { IdParams } from '@extranet/shared/schemas/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrderConflictReply,
  OrderCreateHeaders,
  OrderCreateReply,
  OrderDetail,
  OrderFileParams,
  OrderIdParams,
} from '@extranet/shared/schemas/order';
import { OrderCreateForm, OrderUpdateForm } from '@extranet/shared/schemas/order-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrder } from './create/create-service.ts';
import type { OrderDeps } from './deps.ts';
import { getOrderDetail } from './detail/detail-service.ts';
import { openOrderFile } from './files/file-service.ts';
import { listRoutes } from './lists/routes.ts';
import { manageRoutes } from './manage/routes.ts';
import { MULTIPART_OR_JSON, partsOf, streamedBody } from './files/multipart.ts';
import { cancelOrder } from './manage/state-service.ts';
import { updateOrder } from './manage/update-service.ts';

/** `attachment` with an ASCII fallback first (RFC 6266), the exact name after. */
const attachment = (name: string) => {
  const ascii = name.replace(/ñ/g, 'n').replace(/Ñ/g, 'N');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Order calls of docs/product/requests.md#calls: create, detail, update, cancel and the files'
 * download (lists in lists/routes.ts, manager mode in manage/routes.ts). Every one needs a login,
 * checked `onRequest` so that an anonymous call answers 401 whatever it sends
 * (docs/api-conventions.md#error-replies); the services decide who sees which order.
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
        headers: OrderCreateHeaders,
        body: OrderCreateForm,
        response: { 200: OrderCreateReply, 409: OrderConflictReply },
      },
      onRequest: app.requireLogin,
      ...streamedBody,
    },
    async (req) => createOrder(deps, req.user, partsOf(req), req.headers[IDEMPOTENCY_KEY_HEADER]),
  );

  app.get(
    '/order/:id/get',
    { schema: { params: IdParams, response: { 200: OrderDetail } }, onRequest: app.requireLogin },
    async (req) => getOrderDetail(app.db, req.user, req.params.id),
  );

  app.post(
    '/order/:idOrder/update/',
    {
      schema: {
        consumes: MULTIPART_OR_JSON,
        params: OrderIdParams,
        body: OrderUpdateForm,
        response: { 200: OrderDetail, 409: OrderConflictReply },
      },
      onRequest: app.requireLogin,
      ...streamedBody,
    },
    async (req) => updateOrder(deps, req.user, req.params.idOrder, partsOf(req)),
  );

  app.post(
    '/order/:id/cancel/',
    { schema: { params: IdParams, response: { 200: OrderDetail } }, onRequest: app.requireLogin },
    async (req) => cancelOrder(deps, req.user, req.params.id),
  );

  app.get(
    '/order/:id/file/:name',
    // A file download, streamed: no JSON reply schema (docs/api-conventions.md#replies).
    { schema: { params: OrderFileParams }, onRequest: app.requireLogin },
    async (req, reply) => {
      const { file, downloadName } = await openOrderFile(
        deps,
        req.user,
        req.params.id,
        req.params.name,
      );
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': String(file.size),
          'content-disposition': attachment(downloadName),
          'cache-control': 'private, no-store',
          // The type comes from the sniffed content; the browser must not guess another one.
          'x-content-type-options': 'nosniff',
        })
        .send(file.stream);
    },
  );

  await app.register(manageRoutes, deps);
  await app.register(listRoutes);
};
