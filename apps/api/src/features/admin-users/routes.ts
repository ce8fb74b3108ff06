import { Role } from '@extranet/shared/roles';
import { IdParams } from '@extranet/shared/schemas/common';
import { User } from '@extranet/shared/schemas/user';
import {
  AdminChangeUserDataRequest,
  AdminNewUserRequest,
  SetDisabledParams,
  UserByIdQuery,
  UserListQuery,
  UserPage,
} from '@extranet/shared/schemas/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../plugins/json-text-reply.ts';
import { getUserForAdmin, listOrganizationUsersJson } from './list-service.ts';
import { changeUserDataByAdmin, createUserByAdmin, setDisabledByAdmin } from './write-service.ts';

/**
 * The administration calls on users (docs/product/administration-and-analytics.md#calls; the admin
 * tab USUARIOS and /usereditadmin). Role checks run `onRequest`, so an anonymous call answers 401
 * and a participant 403 before any body is read; the finer rules of
 * docs/product/README.md#roles-and-permissions live in rules.ts. Deleting users stays on
 * `user/delete/:id` (features/users), which already serves both the own account and the admin list.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const gestor = app.requireRole(Role.Supervisor);
  const admin = app.requireRole(Role.Admin);

  app.get(
    '/user/list/for-user-organization/',
    {
      schema: { querystring: UserListQuery, response: { 200: UserPage } },
      onRequest: gestor,
    },
    // UserPage's JSON text, written by the database from the reply's one definition
    // (docs/api-conventions.md#replies).
    async (req, reply) =>
      sendJsonText(reply, await listOrganizationUsersJson(app.db, req.user, req.query)),
  );

  app.get(
    '/user/get/by-id/',
    { schema: { querystring: UserByIdQuery, response: { 200: User } }, onRequest: gestor },
    async (req) => getUserForAdmin(app.db, req.user, req.query.id),
  );

  app.get(
    '/user/:id/set-disabled/:bool/',
    { schema: { params: SetDisabledParams, response: { 200: User } }, onRequest: admin },
    async (req) => setDisabledByAdmin(app, req.user, req.params.id, req.params.bool),
  );

  app.post(
    '/user/new/',
    { schema: { body: AdminNewUserRequest, response: { 200: User } }, onRequest: admin },
    async (req) => createUserByAdmin(app, req.user, req.body),
  );

  app.post(
    '/user/:id/change-user-data/',
    {
      schema: { params: IdParams, body: AdminChangeUserDataRequest, response: { 200: User } },
      onRequest: gestor,
    },
    async (req) => changeUserDataByAdmin(app, req.user, req.params.id, req.body, req.sessionId),
  );
};
