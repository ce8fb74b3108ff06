import { Role } from '@extranet/shared/roles';
import {
  ActiveCampaignList,
  Campaign,
  CampaignActiveQuery,
  CampaignListParams,
  CampaignListQuery,
  CampaignPage,
  CampaignUpdateParams,
  CampaignUpdateRequest,
  SupervisorList,
} from '@extranet/shared/schemas/campaign';
import { DeletedReply, IdParams } from '@extranet/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainJsonSerializer } from '../../plugins/plain-json.ts';
import { ownerFirst } from '../../plugins/owner-first.ts';
import { assertManagesCampaign } from '../../policies/campaign-management.ts';
import { findCampaign } from './queries.ts';
import {
  getCampaign,
  listActiveCampaigns,
  listCampaignsForAdmin,
  listCampaignsForUser,
  listSupervisors,
} from './service.ts';
import {
  cloneCampaign,
  createCampaign,
  deleteCampaign,
  setCampaignActive,
  updateCampaignData,
} from './write-service.ts';

/**
 * Campaign calls of docs/product/campaigns-and-activities.md#calls (uploads and file removal live
 * in the files feature). Login and role checks run `onRequest`, so an anonymous call answers 401
 * before any 400.
 */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole(Role.Admin);

  app.get(
    '/campaign/list/for-admin/:idUser',
    {
      schema: {
        params: CampaignListParams,
        querystring: CampaignListQuery,
        response: { 200: CampaignPage },
      },
      // Built field by field from typed rows (docs/api-conventions.md#replies).
      serializerCompiler: plainJsonSerializer,
      onRequest: admin,
    },
    // Admin mode shows the same list whichever user of the organization is named.
    async (req) => listCampaignsForAdmin(app.db, req.user, req.params.idUser, req.query),
  );

  app.get(
    '/campaign/list/for-user/:idUser',
    {
      schema: {
        params: CampaignListParams,
        querystring: CampaignListQuery,
        response: { 200: CampaignPage },
      },
      // Built field by field from typed rows (docs/api-conventions.md#replies).
      serializerCompiler: plainJsonSerializer,
      onRequest: app.requireLogin,
    },
    async (req) => listCampaignsForUser(app.db, req.user, req.params.idUser, req.query),
  );

  app.get(
    '/campaign/get/by-id/',
    { schema: { querystring: IdParams, response: { 200: Campaign } }, onRequest: app.requireLogin },
    async (req) => getCampaign(app.db, req.user, req.query.id),
  );

  app.post(
    '/campaign/actived/set/:id',
    {
      schema: { params: IdParams, querystring: CampaignActiveQuery, response: { 200: Campaign } },
      onRequest: admin,
    },
    async (req) => setCampaignActive(app.db, req.user, req.params.id, req.query.active),
  );

  app.get(
    '/campaign/create',
    { schema: { response: { 200: Campaign } }, onRequest: admin },
    async (req) => createCampaign(app.db, req.user),
  );

  app.post(
    '/campaign/delete/:id',
    { schema: { params: IdParams, response: { 200: DeletedReply } }, onRequest: admin },
    async (req) => {
      const reply = await deleteCampaign(app.db, req.user, req.params.id, app.config.dataDir);
      // docs/architecture.md#security: deletions leave a trace of who removed what.
      req.log.info({ campaignId: req.params.id, by: req.user.id }, 'campaign deleted');
      return reply;
    },
  );

  app.post(
    '/campaign/clone/:id',
    { schema: { params: IdParams, response: { 200: Campaign } }, onRequest: admin },
    async (req) => cloneCampaign(app.db, req.user, req.params.id),
  );

  app.post(
    '/campaign/:idCampaign/update',
    {
      schema: {
        params: CampaignUpdateParams,
        body: CampaignUpdateRequest,
        response: { 200: Campaign },
      },
      // A participant can never edit a campaign: 403 whatever the id
      // (docs/api-conventions.md#error-replies).
      onRequest: app.requireRole(Role.Supervisor),
      // Another supervisor's campaign is 404 before its fields are read.
      preValidation: ownerFirst(CampaignUpdateParams, async (caller, { idCampaign }) =>
        assertManagesCampaign(caller, await findCampaign(app.db, idCampaign)),
      ),
    },
    async (req) => updateCampaignData(app.db, req.user, req.params.idCampaign, req.body),
  );

  app.get(
    '/campaign/list-supervisors-organization/',
    { schema: { response: { 200: SupervisorList } }, onRequest: admin },
    async (req) => listSupervisors(app.db, req.user),
  );

  app.get(
    '/campaign/list/all-active',
    { schema: { response: { 200: ActiveCampaignList } }, onRequest: app.requireLogin },
    async (req) => listActiveCampaigns(app.db, req.user),
  );
};
