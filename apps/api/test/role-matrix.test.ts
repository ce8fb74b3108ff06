import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeCampaignWith,
  makeEntity,
  makeOrganization,
  makeUser,
  uniqueEmail,
  type TestUser,
} from './factories.ts';
import { orderFiles } from '../src/db/schema/orders.ts';
import { useTestApp, type Client } from './harness.ts';
import { multipartBody, sampleFiles } from './multipart.ts';
import { createOrderAs, makeOpenActivity } from './order-form.ts';

/**
 * The access matrix (docs/rate-limits-and-access-matrix.md): every route of the OpenAPI document
 * is called as an anonymous caller, as lower roles, as another participant and another gestor
 * of the same organization, and as another organization's administrator and superuser, with
 * the ids of organization 1's resources; `routes` below says who may get through. A 2xx to a
 * caller the table refuses fails, so does a refusal of the wrong kind (401 anonymous, 403 role
 * too low, 404 another organization's resource), and so does a route missing from the table.
 */

const t = useTestApp();

/** Marks text of organization 1: no reply to another organization may carry it. */
const ORGANIZATION_MARK = 'Marcaorgunox';
/** Marks the applicant's own data: no reply to another participant may carry it. */
const APPLICANT_MARK = 'Marcaprivadax';

/**
 * Who, beyond the role, may use a route on organization 1's resource (docs/api-conventions.md, docs/rate-limits-and-access-matrix.md):
 * - `none`: nothing is named, or only the caller itself; the reply is scoped to the caller;
 * - `shared`: the entity registry, shared by every organization;
 * - `organization`: a resource every member of its organization with the role may see;
 * - `user`: a user id in the path: the user itself, or role 2+ of its organization;
 * - `member`: a user as the administration sees it: itself, role 1+ of its organization;
 * - `manager`: a campaign or activity: role 2+ of its organization, or the campaign's gestor;
 * - `applicant`: an order: its applicant, or those who manage its campaign.
 */
type Ownership = 'none' | 'shared' | 'organization' | 'user' | 'member' | 'manager' | 'applicant';

/** Organization 1's resources and people, whose ids fill the paths. */
interface World {
  campaign: number;
  activity: number;
  order: number;
  entity: number;
  /** The applicant of `order`, a participant (role 0) who represents `entity`. */
  applicant: TestUser;
  campaignDocument: string;
  campaignImage: string;
  activityDocument: string;
  activityImage: string;
  orderFile: string;
}

interface Call {
  url: string;
  body?: unknown;
  /** A multipart upload: the file's name and bytes. */
  upload?: { filename: string; content: Buffer };
}

interface RouteRule {
  /** 'public', or the lowest role let in (0 = any logged-in user). */
  access: 'public' | Role;
  owner: Ownership;
  call: (w: World) => Call;
  /**
   * Why a GET is not also called as a caller the table lets in (which checks that the world
   * is right, so a refusal measures the rule and not a missing row, and that the reply shows
   * nothing the caller may not see).
   */
  noPositiveCheck?: string;
}

const png = { filename: 'imagen.png', content: sampleFiles.png };
const pdf = { filename: 'documento.pdf', content: sampleFiles.pdf };
const enc = encodeURIComponent;

/** Every route of the OpenAPI document, by "METHOD /path" as the document writes it. */
const routes: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public', owner: 'none', call: () => ({ url: '/api/health' }) },
  'GET /api/settings': { access: 'public', owner: 'none', call: () => ({ url: '/api/settings' }) },
  'POST /api/authenticate': {
    access: 'public',
    owner: 'none',
    call: (w) => ({
      url: '/api/authenticate',
      body: { username: w.applicant.username, password: 'no-es-la-clave' },
    }),
  },
  'GET /api/rememberme': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/rememberme' }),
    noPositiveCheck: 'it needs a refresh token, which no caller of the walk holds',
  },
  'GET /api/forgetme': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/forgetme' }),
    noPositiveCheck: 'it ends the session of the call',
  },

  // Users.
  'POST /api/user/create/': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/user/create/', body: {} }),
  },
  'POST /api/user/change-user-data/': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/user/change-user-data/', body: {} }),
  },
  'POST /api/user/change-password/': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/user/change-password/', body: {} }),
  },
  'GET /api/user/send-user-by-email/{email}': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: `/api/user/send-user-by-email/${enc(uniqueEmail('nadie'))}` }),
    noPositiveCheck: 'an unknown address is 404 by design; a known one would mail a password',
  },
  'POST /api/user/delete/{id}': {
    access: Role.Participant,
    owner: 'user',
    call: (w) => ({ url: `/api/user/delete/${w.applicant.id}` }),
  },
  'GET /api/organization/list/': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/organization/list/' }),
  },
  'GET /api/user/list/for-user-organization/': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/user/list/for-user-organization/' }),
  },
  'GET /api/user/get/by-id/': {
    access: Role.Supervisor,
    owner: 'member',
    call: (w) => ({ url: `/api/user/get/by-id/?id=${w.applicant.id}` }),
  },
  'GET /api/user/{id}/set-disabled/{bool}/': {
    access: Role.Admin,
    owner: 'member',
    // Enabling an enabled user: harmless if a refusal ever fails.
    call: (w) => ({ url: `/api/user/${w.applicant.id}/set-disabled/false/` }),
  },
  'POST /api/user/new/': {
    access: Role.Admin,
    owner: 'none',
    call: () => ({ url: '/api/user/new/', body: {} }),
  },
  'POST /api/user/{id}/change-user-data/': {
    access: Role.Supervisor,
    owner: 'member',
    call: (w) => ({
      url: `/api/user/${w.applicant.id}/change-user-data/`,
      body: {
        id: w.applicant.id,
        name: w.applicant.name,
        surname: w.applicant.surname,
        email: w.applicant.email,
        councilId: 1,
      },
    }),
  },

  // Campaigns.
  'GET /api/campaign/list/for-admin/{idUser}': {
    access: Role.Admin,
    owner: 'user',
    call: (w) => ({ url: `/api/campaign/list/for-admin/${w.applicant.id}` }),
  },
  'GET /api/campaign/list/for-user/{idUser}': {
    access: Role.Participant,
    owner: 'user',
    call: (w) => ({ url: `/api/campaign/list/for-user/${w.applicant.id}` }),
  },
  'GET /api/campaign/get/by-id/': {
    access: Role.Participant,
    owner: 'organization',
    call: (w) => ({ url: `/api/campaign/get/by-id/?id=${w.campaign}` }),
  },
  'POST /api/campaign/actived/set/{id}': {
    access: Role.Admin,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/actived/set/${w.campaign}?active=true` }),
  },
  'GET /api/campaign/create': {
    access: Role.Admin,
    owner: 'none',
    call: () => ({ url: '/api/campaign/create' }),
    noPositiveCheck: 'it creates a campaign',
  },
  'POST /api/campaign/delete/{id}': {
    access: Role.Admin,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/delete/${w.campaign}` }),
  },
  'POST /api/campaign/clone/{id}': {
    access: Role.Admin,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/clone/${w.campaign}` }),
  },
  'POST /api/campaign/{idCampaign}/update': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/${w.campaign}/update`, body: {} }),
  },
  'GET /api/campaign/list-supervisors-organization/': {
    access: Role.Admin,
    owner: 'none',
    call: () => ({ url: '/api/campaign/list-supervisors-organization/' }),
  },
  'GET /api/campaign/list/all-active': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/campaign/list/all-active' }),
  },

  // Activities.
  'GET /api/activity/list/by-campaign/{idCampaign}': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/list/by-campaign/${w.campaign}` }),
  },
  'GET /api/activity/list/by-user/{idCampaign}/{userId}': {
    access: Role.Participant,
    owner: 'user',
    call: (w) => ({ url: `/api/activity/list/by-user/${w.campaign}/${w.applicant.id}` }),
  },
  'GET /api/activity/list/by-name': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/activity/list/by-name' }),
  },
  'GET /api/activity/get/by-id/': {
    access: Role.Participant,
    owner: 'organization',
    call: (w) => ({ url: `/api/activity/get/by-id/?id=${w.activity}` }),
  },
  'POST /api/activity/create': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: '/api/activity/create', body: { idCampaign: w.campaign } }),
  },
  'POST /api/activity/clone': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({
      url: '/api/activity/clone',
      body: { idCampaign: w.campaign, idActivity: w.activity },
    }),
  },
  'POST /api/activity/delete/{id}': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/delete/${w.activity}` }),
  },
  'POST /api/activity/{idActivity}/update': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/${w.activity}/update`, body: {} }),
  },
  'POST /api/activity/active/set/{id}': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/active/set/${w.activity}?active=true` }),
  },

  // Files of campaigns and activities (docs/api-conventions.md#files).
  'POST /api/campaign/{id}/image/upload': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/${w.campaign}/image/upload`, upload: png }),
  },
  'POST /api/campaign/{id}/image/remove': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({
      url: `/api/campaign/${w.campaign}/image/remove?filename=${enc(w.campaignImage)}`,
    }),
  },
  'POST /api/campaign/{id}/fileagreement/upload': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/${w.campaign}/fileagreement/upload`, upload: pdf }),
  },
  'POST /api/campaign/{id}/fileagreement/remove': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/${w.campaign}/fileagreement/remove` }),
  },
  'POST /api/campaign/{id}/files/upload': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/campaign/${w.campaign}/files/upload`, upload: pdf }),
  },
  'POST /api/campaign/{id}/files/remove': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({
      url: `/api/campaign/${w.campaign}/files/remove?filename=${enc(w.campaignDocument)}`,
    }),
  },
  'POST /api/activity/{id}/image/upload': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/${w.activity}/image/upload`, upload: png }),
  },
  'POST /api/activity/{id}/image/remove': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({
      url: `/api/activity/${w.activity}/image/remove?filename=${enc(w.activityImage)}`,
    }),
  },
  'POST /api/activity/{id}/files/upload': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({ url: `/api/activity/${w.activity}/files/upload`, upload: pdf }),
  },
  'POST /api/activity/{id}/files/remove': {
    access: Role.Participant,
    owner: 'manager',
    call: (w) => ({
      url: `/api/activity/${w.activity}/files/remove?filename=${enc(w.activityDocument)}`,
    }),
  },
  'GET /api/files/campaign/{id}/image/{name}': {
    access: 'public',
    owner: 'none',
    call: (w) => ({ url: `/api/files/campaign/${w.campaign}/image/${enc(w.campaignImage)}` }),
  },
  'GET /api/files/campaign/{id}/documents/{name}': {
    access: Role.Participant,
    owner: 'organization',
    call: (w) => ({
      url: `/api/files/campaign/${w.campaign}/documents/${enc(w.campaignDocument)}`,
    }),
  },
  'GET /api/files/activity/{id}/image/{name}': {
    access: 'public',
    owner: 'none',
    call: (w) => ({ url: `/api/files/activity/${w.activity}/image/${enc(w.activityImage)}` }),
  },
  'GET /api/files/activity/{id}/documents/{name}': {
    access: Role.Participant,
    owner: 'organization',
    call: (w) => ({
      url: `/api/files/activity/${w.activity}/documents/${enc(w.activityDocument)}`,
    }),
  },

  // Orders and the reference lists.
  'GET /api/order/get-councils/': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/order/get-councils/' }),
  },
  'GET /api/order/get-targets/': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/order/get-targets/' }),
  },
  'GET /api/order/get-states/': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/order/get-states/' }),
  },
  'POST /api/order/create/': {
    access: Role.Participant,
    owner: 'organization',
    call: (w) => ({
      url: '/api/order/create/',
      body: { idActivity: w.activity, userData: { centro: 'Centro de la matriz' } },
    }),
  },
  'GET /api/order/{id}/get': {
    access: Role.Participant,
    owner: 'applicant',
    call: (w) => ({ url: `/api/order/${w.order}/get` }),
  },
  'POST /api/order/{idOrder}/update/': {
    access: Role.Participant,
    owner: 'applicant',
    call: (w) => ({ url: `/api/order/${w.order}/update/`, body: {} }),
  },
  'POST /api/order/{id}/cancel/': {
    access: Role.Participant,
    owner: 'applicant',
    call: (w) => ({ url: `/api/order/${w.order}/cancel/` }),
  },
  'GET /api/order/{id}/file/{name}': {
    access: Role.Participant,
    owner: 'applicant',
    call: (w) => ({ url: `/api/order/${w.order}/file/${enc(w.orderFile)}` }),
  },
  'POST /api/order/change-states': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({
      url: '/api/order/change-states',
      body: { idState: 3, reason: 'Matriz de acceso', orderList: [w.order], sendMails: false },
    }),
  },
  'POST /api/order/{id}/send-email/': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/order/${w.order}/send-email/` }),
  },
  'POST /api/order/{idOrder}/assign-entity/{idEntity}': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: `/api/order/${w.order}/assign-entity/${w.entity}` }),
  },
  'POST /api/order/{idOrder}/create-assign-entity': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({
      url: `/api/order/${w.order}/create-assign-entity`,
      body: {
        name: 'Colegio de la matriz',
        cif: 'G33123456',
        postalCode: '33001',
        address: 'Calle Uría 1',
        city: 'Oviedo',
        idCouncil: 1,
        idTarget: 1,
      },
    }),
  },
  'GET /api/order/list-minimized/by-filter': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/order/list-minimized/by-filter' }),
  },
  'GET /api/order/list-minimized/by-attachment': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/order/list-minimized/by-attachment' }),
  },
  'GET /api/order/get-activity-names/': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/order/get-activity-names/' }),
  },
  'GET /api/order/get-entity-names/': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/order/get-entity-names/' }),
  },

  // Calendar (docs/product/calendar.md#who-sees-what): the session decides what is seen, never
  // the path's user; the display properties belong to those who manage the event's campaign.
  'GET /api/events/{idUser}/days-with-events-period/{month1}/{year1}/{month2}/{year2}': {
    access: 'public',
    owner: 'none',
    call: (w) => ({ url: `/api/events/${w.applicant.id}/days-with-events-period/1/2030/12/2030` }),
  },
  'POST /api/events/{idEvent}/{typeEvent}/eventproperties/set': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({
      url: `/api/events/${w.activity}/2/eventproperties/set`,
      body: { propVisible: true, propColor: '#FFCC88' },
    }),
  },

  // Reminders (docs/product/calendar.md#reminders): the rows are the caller's managed campaigns'
  // whoever the path names; sending is refused for an order the caller does not manage.
  'GET /api/events/{idUser}/user-future-events': {
    access: Role.Supervisor,
    owner: 'user',
    call: (w) => ({
      url: `/api/events/${w.applicant.id}/user-future-events?startDate=2030-01-01&endDate=2030-01-08`,
    }),
  },
  'POST /api/order/send-reminder-email': {
    access: Role.Supervisor,
    owner: 'manager',
    call: (w) => ({ url: '/api/order/send-reminder-email', body: { listOrders: [w.order] } }),
  },

  // Entities (docs/api-conventions.md#organizations): one registry shared by every organization; who represents
  // them is a matter of users, and so of organizations.
  'GET /api/entity/list/for-user/{idUser}': {
    access: Role.Participant,
    owner: 'user',
    call: (w) => ({ url: `/api/entity/list/for-user/${w.applicant.id}` }),
  },
  'GET /api/entity/list/by-filter': {
    access: Role.Participant,
    owner: 'shared',
    call: () => ({ url: '/api/entity/list/by-filter?name=colegio' }),
  },
  'GET /api/entity/list/by-filter-order-by-name': {
    access: Role.Supervisor,
    owner: 'shared',
    call: () => ({ url: '/api/entity/list/by-filter-order-by-name' }),
  },
  'GET /api/entity/get/by-id/': {
    access: Role.Supervisor,
    owner: 'shared',
    call: (w) => ({ url: `/api/entity/get/by-id/?id=${w.entity}` }),
  },
  'POST /api/entity/create': {
    access: Role.Admin,
    owner: 'shared',
    call: () => ({ url: '/api/entity/create', body: {} }),
  },
  'POST /api/entity/{idEntity}/update': {
    access: Role.Supervisor,
    owner: 'shared',
    call: (w) => ({ url: `/api/entity/${w.entity}/update`, body: {} }),
  },
  'POST /api/entity/delete/{id}': {
    access: Role.Admin,
    owner: 'shared',
    call: (w) => ({ url: `/api/entity/delete/${w.entity}` }),
  },
  'GET /api/entity/list-historical/for-user/{id}': {
    access: Role.Participant,
    owner: 'member',
    call: (w) => ({ url: `/api/entity/list-historical/for-user/${w.applicant.id}` }),
  },
  'GET /api/entity/list-historical-users/{id}': {
    access: Role.Admin,
    owner: 'shared',
    call: (w) => ({ url: `/api/entity/list-historical-users/${w.entity}` }),
  },
  'GET /api/entity/list-center-data/{id}': {
    access: Role.Supervisor,
    owner: 'shared',
    call: (w) => ({ url: `/api/entity/list-center-data/${w.entity}` }),
  },

  // Data analytics (role 2+: docs/api-conventions.md#roles).
  'GET /api/analytics/list/': {
    access: Role.Admin,
    owner: 'none',
    call: () => ({ url: '/api/analytics/list/' }),
  },
  'GET /api/user/{idUser}/getfile/{name}': {
    access: Role.Admin,
    owner: 'user',
    call: (w) => ({ url: `/api/user/${w.applicant.id}/getfile/usuarios.csv` }),
  },

  // Calendar files and the private feed's address (docs/product/calendar.md#ical-feeds).
  'GET /api/calendar/public.ics': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: '/api/calendar/public.ics' }),
  },
  'GET /api/calendar/feed/{token}.ics': {
    access: 'public',
    owner: 'none',
    call: () => ({ url: `/api/calendar/feed/${'A'.repeat(43)}.ics` }),
    noPositiveCheck: 'a feed answers only at its secret address, which no caller of the walk holds',
  },
  'GET /api/order/{id}/calendar.ics': {
    access: Role.Participant,
    owner: 'applicant',
    call: (w) => ({ url: `/api/order/${w.order}/calendar.ics` }),
    noPositiveCheck:
      "the world's order has no appointment; features/calendar-feeds/order-calendar.test.ts lets its applicant and managers in",
  },
  'GET /api/user/calendar-feed': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/user/calendar-feed' }),
  },
  'POST /api/user/calendar-feed': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/user/calendar-feed' }),
  },
  'DELETE /api/user/calendar-feed': {
    access: Role.Participant,
    owner: 'none',
    call: () => ({ url: '/api/user/calendar-feed' }),
  },

  // Reports (docs/product/reporting.md#scoping): role 1+, the rows scoped to the caller's
  // organization and, for a gestor, to its campaigns, whatever the query names.
  'GET /api/reportorder/list/by-filter': {
    access: Role.Supervisor,
    owner: 'none',
    call: (w) => ({
      url: `/api/reportorder/list/by-filter?reportId=0&isHistoric=true&idFilter=${w.order}`,
    }),
  },
  'GET /api/reportorder/getActivityNamesList': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/reportorder/getActivityNamesList' }),
  },
  'GET /api/reportorder/getEntityNamesList': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/reportorder/getEntityNamesList?q=colegio' }),
  },
  'GET /api/reportorder/getEntityTargetsList': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/reportorder/getEntityTargetsList' }),
  },
  'GET /api/reportorder/getEditionsList': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/reportorder/getEditionsList' }),
  },
  'GET /api/reportorder/getComplementsList': {
    access: Role.Supervisor,
    owner: 'none',
    call: () => ({ url: '/api/reportorder/getComplementsList' }),
  },
};

/** A caller of the walk, with what it is in relation to organization 1's world. */
interface Caller {
  name: string;
  /** Null for the anonymous caller. */
  user: TestUser | null;
  /** Belongs to organization 1. */
  home: boolean;
  /** The gestor of organization 1's campaign. */
  supervisesCampaign?: boolean;
  /** Must never read this text. */
  mustNotSee?: string;
}

type Verdict = 'allowed' | 401 | 403 | 404;

/** What the table lets `caller` get from `rule` on organization 1's world. */
function verdict(rule: RouteRule, caller: Caller, world: World): Verdict {
  if (rule.access === 'public') return 'allowed';
  if (!caller.user) return 401;
  if (caller.user.role < rule.access) return 403;
  const { role, id } = caller.user;
  const manages = caller.home && (role >= Role.Admin || caller.supervisesCampaign === true);
  switch (rule.owner) {
    case 'none':
    case 'shared':
      return 'allowed';
    case 'organization':
      return caller.home ? 'allowed' : 404;
    case 'user':
      return id === world.applicant.id || (caller.home && role >= Role.Admin) ? 'allowed' : 404;
    case 'member':
      return id === world.applicant.id || (caller.home && role >= Role.Supervisor)
        ? 'allowed'
        : 404;
    case 'manager':
      return manages ? 'allowed' : 404;
    case 'applicant':
      return id === world.applicant.id || manages ? 'allowed' : 404;
  }
}

function send(client: Client, method: string, call: Call): Promise<LightMyRequestResponse> {
  if (method === 'GET') return client.get(call.url);
  if (method === 'DELETE') return client.del(call.url);
  if (call.upload) {
    const { payload, headers } = multipartBody(call.upload);
    return client.post(call.url, payload, { headers });
  }
  return client.post(call.url, call.body);
}

const world = {} as World;
const callers: Caller[] = [];
/** Those the table lets in, tried on the GETs: the applicant, the campaign's gestor, an admin. */
const insiders: Caller[] = [];
let documented: string[] = [];

beforeAll(async () => {
  const mark = { surname: `${ORGANIZATION_MARK} Apellido` };
  const gestor = await makeUser(t.db, { role: Role.Supervisor, ...mark });
  const admin = await makeUser(t.db, { role: Role.Admin, ...mark });
  const applicant = await makeUser(t.db, {
    name: APPLICANT_MARK,
    email: uniqueEmail(APPLICANT_MARK.toLowerCase()),
    ...mark,
  });
  const campaign = await makeCampaignWith(t.db, {
    name: `Campaña ${ORGANIZATION_MARK}`,
    active: true,
    supervisorId: gestor.id,
  });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    name: `Actividad ${ORGANIZATION_MARK}`,
    formMetadata: [
      { type: 'text', name: 'centro', label: 'Centro' },
      { type: 'file', name: 'foto', label: 'Foto del grupo' },
    ],
  });
  const entity = await makeEntity(t.db, { representedBy: applicant.id });
  const ordered = await createOrderAs(
    t.as(applicant),
    { idActivity: activity.id, userData: { centro: APPLICANT_MARK }, uploadFileNameList: ['foto'] },
    [{ filename: 'foto.png', content: sampleFiles.png }],
  );
  expect(ordered.statusCode).toBe(200);
  const order = ordered.json().order;
  const upload = async (url: string, file: { filename: string; content: Buffer }) => {
    const { payload, headers } = multipartBody(file);
    const res = await t.as(admin).post(url, payload, { headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.body;
  };
  const [orderFile] = await t.db.select().from(orderFiles).where(eq(orderFiles.orderId, order.id));
  if (!orderFile) throw new Error('the order stored no file');
  Object.assign(world, {
    campaign: campaign.id,
    activity: activity.id,
    order: order.id,
    entity: entity.id,
    applicant,
    campaignImage: await upload(`/api/campaign/${campaign.id}/image/upload`, png),
    campaignDocument: await upload(`/api/campaign/${campaign.id}/files/upload`, pdf),
    activityImage: await upload(`/api/activity/${activity.id}/image/upload`, png),
    activityDocument: await upload(`/api/activity/${activity.id}/files/upload`, pdf),
    orderFile: orderFile.storedName,
  } satisfies World);

  const elsewhere = await makeOrganization(t.db);
  const abroad = { organizationId: elsewhere.id };
  callers.push(
    { name: 'anonymous', user: null, home: false },
    {
      name: 'another participant',
      user: await makeUser(t.db, mark),
      home: true,
      mustNotSee: APPLICANT_MARK,
    },
    {
      name: 'another gestor',
      user: await makeUser(t.db, { role: Role.Supervisor, ...mark }),
      home: true,
    },
    {
      name: "another organization's administrator",
      user: await makeUser(t.db, { role: Role.Admin, ...abroad }),
      home: false,
      mustNotSee: ORGANIZATION_MARK,
    },
    {
      name: "another organization's superuser",
      user: await makeUser(t.db, { role: Role.Superuser, ...abroad }),
      home: false,
      mustNotSee: ORGANIZATION_MARK,
    },
  );
  insiders.push(
    { name: 'the applicant', user: applicant, home: true },
    { name: "the campaign's gestor", user: gestor, home: true, supervisesCampaign: true },
    { name: 'an administrator', user: admin, home: true },
  );

  const doc = (await t.anon.get('/api/docs/json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
});

describe('the access matrix', () => {
  it('places every documented route in the table, and only those', () => {
    expect(documented.length).toBeGreaterThan(70);
    expect(
      documented.filter((route) => !(route in routes)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(routes).filter((route) => !documented.includes(route)),
      'routes no longer documented',
    ).toEqual([]);
  });

  it('lets no caller through that the table refuses, and refuses it the way the table says', async () => {
    const wrong: string[] = [];
    for (const route of documented) {
      const rule = routes[route];
      if (!rule) continue;
      const [method = 'GET'] = route.split(' ');
      const call = rule.call(world);
      // A route for role 3 is walked by organization 1's administrator too, its lower role.
      const walk =
        rule.access === Role.Superuser
          ? [...callers, ...insiders.filter((c) => c.user?.role === Role.Admin)]
          : callers;
      for (const caller of walk) {
        const expected = verdict(rule, caller, world);
        // Those let in are walked on the plain reads only: a write would change the world, and
        // forgetme would end the caller's session.
        if (expected === 'allowed' && (method !== 'GET' || rule.noPositiveCheck)) continue;
        const client = caller.user ? t.as(caller.user) : t.anon;
        const res = await send(client, method, call);
        const said = `${route} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) wrong.push(`${said} (a server error)`);
        else if (expected === 'allowed') {
          if (caller.user && res.statusCode === 401) wrong.push(`${said} (its session is refused)`);
          if (caller.mustNotSee && res.body.includes(caller.mustNotSee)) {
            wrong.push(`${said} (shows what this caller may not see)`);
          }
        } else if (res.statusCode < 300) wrong.push(`${said} (the table refuses: ${expected})`);
        else if (!refusedAs(expected, res.statusCode, caller)) {
          wrong.push(`${said} (expected ${expected})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets in, on every GET, a caller the table allows, so the refusals measure the rules', async () => {
    const wrong: string[] = [];
    for (const route of documented) {
      const rule = routes[route];
      if (!rule || !route.startsWith('GET ') || rule.noPositiveCheck) continue;
      const insider =
        rule.access === 'public'
          ? { name: 'anonymous', user: null, home: true }
          : insiders.find((caller) => verdict(rule, caller, world) === 'allowed');
      if (!insider) {
        wrong.push(`${route}: no caller of the world is allowed`);
        continue;
      }
      const res = await send(insider.user ? t.as(insider.user) : t.anon, 'GET', rule.call(world));
      if (res.statusCode >= 300) {
        wrong.push(`${route} as ${insider.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * The refusal the table expects: 401 for the anonymous caller, 403 for a role too low; for
 * another organization's resource 404 (it does not exist for the caller, docs/api-conventions.md#error-replies); within
 * the organization a resource the caller may not touch is 404, or 403 where it may see it but
 * not act on it. A 400 passes only inside the organization, where a body may be checked before
 * the rule.
 */
function refusedAs(expected: Verdict, status: number, caller: Caller): boolean {
  if (expected !== 404) return status === expected;
  if (!caller.home) return status === 404;
  return status === 404 || status === 403 || status === 400;
}
