import { Role } from '@extranet/shared/roles';
import {
  DaysWithEventsParams,
  DaysWithEventsReply,
  EventProperties,
  EventPropertiesBody,
  EventPropertiesParams,
} from '@extranet/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../plugins/json-text-reply.ts';
import { ownerFirst } from '../../plugins/owner-first.ts';
import { daysWithEvents } from './days-service.ts';
import { managedEventActivity, setEventProperties } from './properties-service.ts';
import { optionalSession, viewerOf } from './viewer.ts';

/** The calendar's calls of docs/product/calendar.md#calls. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:idUser/days-with-events-period/:month1/:year1/:month2/:year2',
    {
      schema: { params: DaysWithEventsParams, response: { 200: DaysWithEventsReply } },
      // Public: the session, if any, decides what is seen, never the path's idUser (the SPA
      // sends 2, PUBLIC_CALENDAR_USER_ID, without a session; in a database 2 may be a real
      // account, which gets nothing from it: docs/product/calendar.md#who-sees-what).
      onRequest: optionalSession(app),
      config: { allowIncompleteProfile: true },
    },
    // The reply's JSON text is written once from the rows read (repositories/calendar-event-
    // reply.ts): thousands of appointments are not made into objects to be serialized again
    // (docs/api-conventions.md#replies).
    async (req, reply) =>
      sendJsonText(reply, await daysWithEvents(app.db, viewerOf(req), req.params)),
  );

  app.post(
    '/events/:idEvent/:typeEvent/eventproperties/set',
    {
      schema: {
        params: EventPropertiesParams,
        body: EventPropertiesBody,
        response: { 200: EventProperties },
      },
      onRequest: app.requireRole(Role.Supervisor),
      // An event of a campaign the caller does not manage is 404 before its body is read.
      preValidation: ownerFirst(EventPropertiesParams, (caller, { idEvent, typeEvent }) =>
        managedEventActivity(app.db, caller, idEvent, typeEvent),
      ),
    },
    async (req) =>
      setEventProperties(app.db, req.user, req.params.idEvent, req.params.typeEvent, req.body),
  );
};
