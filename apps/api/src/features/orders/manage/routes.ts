import { Role } from '@extranet/shared/roles';
import { IdParams } from '@extranet/shared/schemas/common';
import { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import {
  AssignEntityParams,
  ChangeStatesRequest,
  MailsQueuedReply,
  OrderDetail,
  OrderIdParams,
} from '@extranet/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderDeps } from '../deps.ts';
import { assignEntity, createAndAssignEntity } from './entity-assign-service.ts';
import { changeStates, sendOrderMail } from './state-service.ts';

/**
 * Manager mode of the order screens (docs/product/README.md#roles-and-permissions: change states,
 * send e-mail, assign or create entities): role 1+, checked `onRequest` (403 below, whatever the
 * body); the services keep a supervisor to the orders of its own campaigns (404 outside them).
 */
export const manageRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  const manager = app.requireRole(Role.Supervisor);

  app.post(
    '/order/change-states',
    {
      schema: { body: ChangeStatesRequest, response: { 200: MailsQueuedReply } },
      onRequest: manager,
    },
    async (req) => changeStates(deps, req.user, req.body),
  );

  app.post(
    '/order/:id/send-email/',
    { schema: { params: IdParams, response: { 200: MailsQueuedReply } }, onRequest: manager },
    async (req) => sendOrderMail(deps, req.user, req.params.id),
  );

  app.post(
    '/order/:idOrder/assign-entity/:idEntity',
    { schema: { params: AssignEntityParams, response: { 200: OrderDetail } }, onRequest: manager },
    async (req) => assignEntity(deps, req.user, req.params.idOrder, req.params.idEntity),
  );

  app.post(
    '/order/:idOrder/create-assign-entity',
    {
      schema: { params: OrderIdParams, body: EntityCreateRequest, response: { 200: OrderDetail } },
      onRequest: manager,
    },
    async (req) => createAndAssignEntity(deps, req.user, req.params.idOrder, req.body),
  );
};
