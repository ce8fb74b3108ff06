import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const HealthReply = z.object({ status: z.literal('ok'), version: z.string() });

/** `GET /api/health`: the diagnostic page (/test) and load balancers read it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthReply } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, version: app.config.version };
  });
};
