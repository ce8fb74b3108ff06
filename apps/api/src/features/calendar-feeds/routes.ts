import { IdParams } from '@extranet/shared/schemas/common';
import { CalendarFeedReply } from '@extranet/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAddress, renewAddress, revokeAddress } from './address-service.ts';
import { feedSiteOf } from './event-entries.ts';
import { sendCalendar } from './calendar-reply.ts';
import type { FeedDeps } from './deps.ts';
import { orderCalendar } from './order-calendar-service.ts';
import { privateFeed } from './private-feed-service.ts';
import { publicFeed } from './public-feed-service.ts';

/** The secret of a feed's address; its shape is checked by the service, which answers 404. */
const FeedParams = z.object({ token: z.string().max(200) });

/**
 * The calendar files of docs/product/calendar.md#ical-feeds and the private feed's address of
 * `/userprofile`. The files are downloads with no JSON reply (docs/api-conventions.md#replies);
 * the feeds are public, as calendar programs send no session, and the private one is reached
 * only through its secret address.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FeedDeps = { db: app.db, site: feedSiteOf(app.config.publicUrl) };

  // A calendar file: no JSON reply schema (docs/api-conventions.md#replies).
  app.get('/calendar/public.ics', async (_req, reply) =>
    sendCalendar(reply, await publicFeed(deps), 'calendario.ics'),
  );

  app.get(
    '/calendar/feed/:token.ics',
    // A calendar file: no JSON reply schema (docs/api-conventions.md#replies).
    { schema: { params: FeedParams } },
    async (req, reply) =>
      sendCalendar(reply, await privateFeed(deps, req.params.token), 'citas.ics'),
  );

  app.get(
    '/order/:id/calendar.ics',
    // A calendar file: no JSON reply schema (docs/api-conventions.md#replies).
    { schema: { params: IdParams }, onRequest: app.requireLogin },
    async (req, reply) => {
      const file = await orderCalendar(deps, req.user, req.params.id);
      return sendCalendar(reply, file.text, file.fileName);
    },
  );

  const ownAddress = {
    schema: { response: { 200: CalendarFeedReply } },
    onRequest: app.requireLogin,
  };
  app.get('/user/calendar-feed', ownAddress, async (req) => currentAddress(deps, req.user));
  app.post('/user/calendar-feed', ownAddress, async (req) => renewAddress(deps, req.user));
  app.delete('/user/calendar-feed', ownAddress, async (req) => revokeAddress(deps, req.user));
};
