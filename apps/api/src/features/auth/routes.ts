import { AuthenticateRequest, Session } from '@extranet/shared/schemas/auth';
import { OkReply } from '@extranet/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOf } from '../../plugins/session-tokens.ts';
import { authenticate, forgetMe, rememberMe } from './service.ts';

/** The remember-me token a logout sends beside its access token (docs/access-and-sessions.md). */
const REFRESH_TOKEN_HEADER = 'x-refresh-token';

/**
 * Authentication calls of docs/product/accounts.md#sessions (docs/access-and-sessions.md#sessions);
 * all three are public.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    { schema: { body: AuthenticateRequest, response: { 200: Session } } },
    async (req) => authenticate(app, { ...req.body, ip: req.ip }),
  );

  app.get('/rememberme', { schema: { response: { 200: Session } } }, async (req) =>
    rememberMe(app, bearerOf(req.headers.authorization)),
  );

  app.get('/forgetme', { schema: { response: { 200: OkReply } } }, async (req) => {
    const refreshToken = req.headers[REFRESH_TOKEN_HEADER];
    await forgetMe(app, {
      bearer: bearerOf(req.headers.authorization),
      refreshToken: typeof refreshToken === 'string' ? refreshToken : undefined,
    });
    return { ok: true as const };
  });
};
