import { Role } from '@extranet/shared/roles';
import { AnalyticsFileParams, AnalyticsList } from '@extranet/shared/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnalyticsFiles, openAnalyticsFile } from './service.ts';

/**
 * The data-analytics tab (tab 4 of docs/product/administration-and-analytics.md#admin-screen, role
 * 2+: docs/product/README.md#roles-and-permissions): the list of export items and the download of
 * each file (docs/product/administration-and-analytics.md#calls `user/{idUser}/getfile/{name}`).
 * Downloads are fetched with the bearer token and saved from a blob
 * (docs/api-conventions.md#files).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole(Role.Admin);

  app.get(
    '/analytics/list/',
    { schema: { response: { 200: AnalyticsList } }, onRequest: admin },
    async (req) => listAnalyticsFiles(req.user),
  );

  app.get(
    '/user/:idUser/getfile/:name',
    // A file download, streamed: no JSON reply schema (docs/api-conventions.md#replies).
    { schema: { params: AnalyticsFileParams }, onRequest: admin },
    async (req, reply) => {
      const file = await openAnalyticsFile(
        app.db,
        req.user,
        req.params.idUser,
        req.params.name,
      ).catch((err: unknown) => {
        if (err instanceof Error && err.cause) req.log.error({ err: err.cause }, 'export failed');
        throw err;
      });
      // A query failing mid-way can only cut the download short: log why.
      file.stream.on('error', (err) => req.log.error({ err }, 'export stream failed'));
      return reply
        .headers({
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(file.stream);
    },
  );
};
