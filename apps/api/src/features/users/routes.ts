import { DeletedReply, IdParams, OkReply } from '@extranet/shared/schemas/common';
import { OrganizationList } from '@extranet/shared/schemas/reference';
import {
  ChangeOwnDataRequest,
  ChangePasswordRequest,
  RecoverParams,
  RegisterRequest,
  User,
} from '@extranet/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCompleteProfile } from '../../plugins/auth.ts';
import { deleteUser } from './delete-service.ts';
import { recoverAccess } from './recover-service.ts';
import { changeOwnData, changePassword, organizationsFor, registerUser } from './service.ts';

/**
 * User calls of docs/product/accounts.md#calls for registration, own profile, recover access and
 * deletion. The login check runs `onRequest`, before the body is validated, so that an anonymous
 * call answers 401 whatever it sends (docs/api-conventions.md#error-replies), never a 400 that
 * describes the schema. The own profile calls are open to a user whose profile is incomplete: they
 * are how it completes it (docs/access-and-sessions.md).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/create/',
    { schema: { body: RegisterRequest, response: { 200: User } } },
    async (req) => registerUser(app, req.body),
  );

  app.post(
    '/user/change-user-data/',
    {
      schema: { body: ChangeOwnDataRequest, response: { 200: User } },
      onRequest: app.requireLogin,
      config: { allowIncompleteProfile: true },
    },
    async (req) => changeOwnData(app, req.user, req.body, req.sessionId),
  );

  app.post(
    '/user/change-password/',
    {
      schema: { body: ChangePasswordRequest, response: { 200: User } },
      onRequest: app.requireLogin,
      config: { allowIncompleteProfile: true },
    },
    async (req) => changePassword(app, req.user, req.body.password, req.sessionId),
  );

  app.get(
    '/user/send-user-by-email/:email',
    { schema: { params: RecoverParams, response: { 200: OkReply } } },
    async (req) => {
      await recoverAccess(app, req.params.email, req.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/delete/:id',
    {
      schema: { params: IdParams, response: { 200: DeletedReply } },
      onRequest: app.requireLogin,
      // Deleting one's own account is open to an incomplete profile; anyone else's is not.
      config: { allowIncompleteProfile: true },
    },
    async (req) => {
      if (req.params.id !== req.user.id) assertCompleteProfile(req);
      return deleteUser(app, req.user, req.params.id);
    },
  );

  app.get(
    '/organization/list/',
    {
      schema: { response: { 200: OrganizationList } },
      onRequest: app.requireLogin,
      // A superuser's profile screen loads it, profile incomplete or not (docs/access-and-sessions.md).
      config: { allowIncompleteProfile: true },
    },
    async (req) => organizationsFor(app.db, req.user),
  );
};
