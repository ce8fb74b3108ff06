import { errorCatalogue } from '@extranet/shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthReply = z.object({
  status: z.literal('ok'),
  version: z.string(),
  db: z.literal('ok'),
});

/** While the database is away: the error body of every call, plus what a probe reads. */
const HealthDownReply = z.object({
  status: z.literal('down'),
  version: z.string(),
  db: z.literal('down'),
  error: z.literal('database unavailable'),
  message: z.string(),
});

/**
 * `GET /api/health`: the diagnostic page (/test) and load balancers read it. 200 `db: 'ok'`
 * when the database answers, 503 `db: 'down'` while it is away (docs/operations.md).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthReply, 503: HealthDownReply } } },
    async (req, reply) => {
      const version = app.config.version;
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        // Whatever stops `select 1` stops every call: the probe says down, the log says why.
        req.log.warn({ err }, 'health: the database did not answer');
        const { status, message } = errorCatalogue['database unavailable'];
        return reply.status(status).send({
          status: 'down' as const,
          version,
          db: 'down' as const,
          error: 'database unavailable' as const,
          message,
        });
      }
      return { status: 'ok' as const, version, db: 'ok' as const };
    },
  );
};
