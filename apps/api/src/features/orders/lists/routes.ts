import { Role } from '@extranet/shared/roles';
import {
  ActivityNameTree,
  AttachmentListQuery,
  AttachmentPage,
  EntityNameList,
  OrderListQuery,
  OrderNamesQuery,
  OrderPage,
} from '@extranet/shared/schemas/order-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../../plugins/json-text-reply.ts';
import { listAttachments, listOrdersJson } from './list-service.ts';
import { activityNames, entityNames } from './names-service.ts';

/**
 * The order lists of docs/product/requests.md#order-lists and their filters' choice lists
 * (docs/product/requests.md#calls). Every role may list its own requests; the manager list and the
 * attachments are scoped by the services (docs/product/requests.md#order-lists); the attachment
 * list is role 1+.
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/list-minimized/by-filter',
    {
      schema: { querystring: OrderListQuery, response: { 200: OrderPage } },
      onRequest: app.requireLogin,
    },
    // OrderPage's JSON text, written by the database from the reply's one definition
    // (docs/api-conventions.md#replies).
    async (req, reply) => sendJsonText(reply, await listOrdersJson(app.db, req.user, req.query)),
  );

  app.get(
    '/order/list-minimized/by-attachment',
    {
      schema: { querystring: AttachmentListQuery, response: { 200: AttachmentPage } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => listAttachments(app.db, req.user, req.query),
  );

  app.get(
    '/order/get-activity-names/',
    {
      schema: { querystring: OrderNamesQuery, response: { 200: ActivityNameTree } },
      onRequest: app.requireLogin,
    },
    async (req) => activityNames(app.db, req.user, req.query),
  );

  app.get(
    '/order/get-entity-names/',
    {
      schema: { querystring: OrderNamesQuery, response: { 200: EntityNameList } },
      onRequest: app.requireLogin,
    },
    async (req) => entityNames(app.db, req.user, req.query),
  );
};
