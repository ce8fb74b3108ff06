// zod's fallback messages in Spanish, for every schema of the API (docs/input-validation.md).
import '@extranet/shared/zod-locale';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@extranet/shared/files/allowed-types';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { activityRoutes } from './features/activities/routes.ts';
import { adminUserRoutes } from './features/admin-users/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { calendarFeedRoutes } from './features/calendar-feeds/routes.ts';
import { campaignRoutes } from './features/campaigns/routes.ts';
import { entityAdminRoutes } from './features/entities/routes.ts';
import { entitySearchRoutes } from './features/entity-search/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { referenceRoutes } from './features/reference/routes.ts';
import { reminderRoutes } from './features/reminders/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import type { Mailer } from './mail/mailer.ts';
import { auth } from './plugins/auth.ts';
import { depthSafeSerializer } from './plugins/deep-json-reply.ts';
import { docs } from './plugins/docs.ts';
import { errorHandler } from './plugins/errors.ts';
import { appLoggerOptions } from './plugins/log-safety.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { RateLimiter } from './plugins/rate-limiter.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';
import { setServerTimeZone } from './time/today.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    mailer: Mailer;
    rateLimiter: RateLimiter;
  }
}

/** A JSON request body's limit (docs/input-validation.md#limits); files travel as multipart. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Files one multipart request may carry (docs/product/README.md#constants-and-limits). */
const MULTIPART_FILES_MAX = 20;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** The log's level (and, in tests, where it goes); it never holds secrets (log-safety.ts). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Builds the whole application without listening: the server and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger
      ? appLoggerOptions(deps.logger === true ? { level: 'info' } : deps.logger)
      : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Only behind a proxy: otherwise a client could forge X-Forwarded-For past the IP limits.
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(depthSafeSerializer);
  // "Today" on the server is a day of the TIME_ZONE setting (docs/exports-text-and-time.md).
  setServerTimeZone(deps.config.timeZone);

  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer);
  app.decorate('rateLimiter', new RateLimiter(deps.config.rateLimit.windowMs));

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      reportOnly: deps.config.cspReportOnly,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // Would break every asset of an instance served over plain HTTP on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MULTIPART_FILES_MAX },
  });
  await app.register(docs);
  await app.register(auth, { db: deps.db, jwtSecret: deps.config.jwtSecret });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(activityRoutes);
      await api.register(referenceRoutes);
      await api.register(campaignRoutes);
      await api.register(uploadRoutes);
      await api.register(orderRoutes);
      await api.register(entitySearchRoutes);
      await api.register(adminUserRoutes);
      await api.register(entityAdminRoutes);
      await api.register(analyticsRoutes);
      await api.register(calendarRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(reminderRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spa, { webDist: deps.config.webDist });
  return app;
}
