import { Role } from '@extranet/shared/roles';
import { DeletedReply, IdParams } from '@extranet/shared/schemas/common';
import { Entity } from '@extranet/shared/schemas/entity';
import {
  CentreList,
  EntityAdminCreateRequest,
  EntityAdminListQuery,
  EntityAdminPage,
  EntityByIdQuery,
  EntityIdParams,
  EntityUpdateRequest,
  HistoricalEntityList,
  HistoricalUserList,
} from '@extranet/shared/schemas/entity-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../plugins/json-text-reply.ts';
import {
  centresOfEntity,
  historicalEntitiesOfUser,
  historicalUsersOfEntity,
} from './history-service.ts';
import { getEntityForAdmin, listEntitiesForAdminJson } from './list-service.ts';
import { createEntity, deleteEntity, updateEntity } from './write-service.ts';

/**
 * The administration calls on entities (docs/product/administration-and-analytics.md#calls; the
 * admin tabs ENTIDADES and CENTROS, /entityeditor, and the linked entities of /usereditadmin). Role
 * checks run `onRequest` (401/403 before any body is read); the finer rules live in rules.ts.
 */
export const entityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const gestor = app.requireRole(Role.Supervisor);
  const admin = app.requireRole(Role.Admin);

  app.get(
    '/entity/list/by-filter-order-by-name',
    {
      schema: { querystring: EntityAdminListQuery, response: { 200: EntityAdminPage } },
      onRequest: gestor,
    },
    // EntityAdminPage's JSON text, written by the database from the reply's one definition
    // (docs/api-conventions.md#replies).
    async (req, reply) =>
      sendJsonText(reply, await listEntitiesForAdminJson(app.db, req.user, req.query)),
  );

  app.get(
    '/entity/get/by-id/',
    { schema: { querystring: EntityByIdQuery, response: { 200: Entity } }, onRequest: gestor },
    async (req) => getEntityForAdmin(app.db, req.query.id),
  );

  app.post(
    '/entity/create',
    { schema: { body: EntityAdminCreateRequest, response: { 200: Entity } }, onRequest: admin },
    async (req) => createEntity(app.db, req.body),
  );

  app.post(
    '/entity/:idEntity/update',
    {
      schema: { params: EntityIdParams, body: EntityUpdateRequest, response: { 200: Entity } },
      onRequest: gestor,
    },
    async (req) => updateEntity(app.db, req.user, req.params.idEntity, req.body),
  );

  app.post(
    '/entity/delete/:id',
    { schema: { params: IdParams, response: { 200: DeletedReply } }, onRequest: admin },
    async (req) => deleteEntity(app.db, req.params.id),
  );

  app.get(
    '/entity/list-historical/for-user/:id',
    {
      schema: { params: IdParams, response: { 200: HistoricalEntityList } },
      onRequest: app.requireLogin,
    },
    async (req) => historicalEntitiesOfUser(app.db, req.user, req.params.id),
  );

  app.get(
    '/entity/list-historical-users/:id',
    { schema: { params: IdParams, response: { 200: HistoricalUserList } }, onRequest: gestor },
    async (req) => historicalUsersOfEntity(app.db, req.user, req.params.id),
  );

  app.get(
    '/entity/list-center-data/:id',
    { schema: { params: IdParams, response: { 200: CentreList } }, onRequest: gestor },
    async (req) => centresOfEntity(app.db, req.params.id),
  );
};
