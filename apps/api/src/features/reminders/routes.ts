import { Role } from '@extranet/shared/roles';
import {
  FutureEventsQuery,
  FutureEventsReply,
  SendReminderBody,
  SendReminderReply,
} from '@extranet/shared/schemas/events';
import { z } from 'zod';
import { idSchema } from '@extranet/shared/schemas/db-integer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFutureEvents } from './future-events-service.ts';
import { sendReminders } from './send-service.ts';

/** The path of `events/{idUser}/user-future-events`. */
const FutureEventsParams = z.object({ idUser: idSchema() });

/**
 * The reminder calls of docs/product/calendar.md#calls (role 1+, checked `onRequest` so that an
 * anonymous call answers 401 and a participant 403 before any 400); the services decide which
 * orders the caller manages.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const manager = app.requireRole(Role.Supervisor);

  app.get(
    '/events/:idUser/user-future-events',
    {
      schema: {
        params: FutureEventsParams,
        querystring: FutureEventsQuery,
        response: { 200: FutureEventsReply },
      },
      onRequest: manager,
    },
    async (req) => listFutureEvents(app.db, req.user, req.params.idUser, req.query),
  );

  app.post(
    '/order/send-reminder-email',
    {
      schema: { body: SendReminderBody, response: { 200: SendReminderReply } },
      onRequest: manager,
    },
    async (req) =>
      sendReminders({ db: app.db, publicUrl: app.config.publicUrl }, req.user, req.body),
  );
};
