import {
  ActiveQuery,
  Activity,
  ActivityByNameQuery,
  ActivityCloneRequest,
  ActivityCreateRequest,
  ActivityIdParams,
  ActivityIdQuery,
  ActivityListQuery,
  ActivityNamePage,
  ActivityPage,
  ActivityUpdateRequest,
  ByUserParams,
  CampaignIdParams,
} from '@extranet/shared/schemas/activity';
import { DeletedReply, IdParams } from '@extranet/shared/schemas/common';
import { Role } from '@extranet/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainJsonSerializer } from '../../plugins/plain-json.ts';
import { ownerFirst } from '../../plugins/owner-first.ts';
import { getActivity, listByCampaign, listByName, listByUser } from './list-service.ts';
import {
  cloneActivity,
  createActivity,
  deleteActivity,
  managedActivity,
  setActivityActive,
  type ActivityDeps,
} from './service.ts';
import { updateActivityFromEditor } from './update-service.ts';

/**
 * Activity calls of docs/product/campaigns-and-activities.md#calls. Login checks run `onRequest`,
 * so that an anonymous call answers 401 and a participant calling an admin option 403, whatever it
 * sends; the services decide which campaigns and activities the caller may see or change.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ActivityDeps = { db: app.db, dataDir: app.config.dataDir };

  app.get(
    '/activity/list/by-campaign/:idCampaign',
    {
      schema: {
        params: CampaignIdParams,
        querystring: ActivityListQuery,
        response: { 200: ActivityPage },
      },
      // Built field by field from typed rows (docs/api-conventions.md#replies).
      serializerCompiler: plainJsonSerializer,
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => listByCampaign(app.db, req.user, req.params.idCampaign, req.query),
  );

  app.get(
    '/activity/list/by-user/:idCampaign/:userId',
    {
      schema: {
        params: ByUserParams,
        querystring: ActivityListQuery,
        response: { 200: ActivityPage },
      },
      // Built field by field from typed rows (docs/api-conventions.md#replies).
      serializerCompiler: plainJsonSerializer,
      onRequest: app.requireLogin,
    },
    async (req) => listByUser(app.db, req.user, req.params, req.query),
  );

  app.get(
    '/activity/list/by-name',
    {
      schema: { querystring: ActivityByNameQuery, response: { 200: ActivityNamePage } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => listByName(app.db, req.user, req.query),
  );

  app.get(
    '/activity/get/by-id/',
    {
      schema: { querystring: ActivityIdQuery, response: { 200: Activity } },
      onRequest: app.requireLogin,
    },
    async (req) => getActivity(app.db, req.user, req.query.id),
  );

  app.post(
    '/activity/create',
    {
      schema: { body: ActivityCreateRequest, response: { 200: Activity } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => createActivity(deps, req.user, req.body),
  );

  app.post(
    '/activity/clone',
    {
      schema: { body: ActivityCloneRequest, response: { 200: Activity } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => cloneActivity(deps, req.user, req.body),
  );

  app.post(
    '/activity/delete/:id',
    {
      schema: { params: IdParams, response: { 200: DeletedReply } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => deleteActivity(deps, req.user, req.params.id),
  );

  app.post(
    '/activity/:idActivity/update',
    {
      schema: {
        params: ActivityIdParams,
        body: ActivityUpdateRequest,
        response: { 200: Activity },
      },
      onRequest: app.requireRole(Role.Supervisor),
      // Another supervisor's activity is 404 before its fields are read.
      preValidation: ownerFirst(ActivityIdParams, (caller, { idActivity }) =>
        managedActivity(app.db, caller, idActivity),
      ),
    },
    async (req) => updateActivityFromEditor(deps, req.user, req.params.idActivity, req.body),
  );

  app.post(
    '/activity/active/set/:id',
    {
      schema: { params: IdParams, querystring: ActiveQuery, response: { 200: Activity } },
      onRequest: app.requireRole(Role.Supervisor),
    },
    async (req) => setActivityActive(deps, req.user, req.params.id, req.query.active),
  );
};
