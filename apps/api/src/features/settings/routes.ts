import { PublicSettings } from '@extranet/shared/schemas/settings';
import { dayAround } from '@extranet/shared/zone-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /api/settings` (public, asked once when the SPA starts): the settings the browser must
 * share with the server, so that both take the same day as "today" (docs/exports-text-and-time.md).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { response: { 200: PublicSettings } } }, async () => {
    const { day, from, until } = dayAround(app.config.timeZone);
    return {
      timeZone: app.config.timeZone,
      today: { day, from: from.toISOString(), until: until.toISOString() },
    };
  });
};
