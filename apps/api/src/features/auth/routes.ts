import { AuthenticateRequest, Session } from '@extranet/shared/schemas/auth';
import { OkReply } from '@extranet/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearScreenSession, setScreenSession } from '../../plugins/screen-session-cookie.ts';
import { bearerOf } from '../../plugins/session-tokens.ts';
import { authenticate, forgetMe, rememberMe } from './service.ts';

/** The remember-me token a logout sends beside its access token (docs/access-and-sessions.md). */
const REFRESH_TOKEN_HEADER = 'x-refresh-token';

/**
 * Authentication calls of docs/product/accounts.md#sessions (docs/access-and-sessions.md#sessions);
 * all three are public. A session's start sets, and a logout clears, the cookie with which the
 * server paints the logged-in screens (screen-session-cookie.ts).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    { schema: { body: AuthenticateRequest, response: { 200: Session } } },
    async (req, reply) => {
      const session = await authenticate(app, { ...req.body, ip: req.ip });
      setScreenSession(req, reply, session.token);
      return session;
    },
  );

  app.get('/rememberme', { schema: { response: { 200: Session } } }, async (req, reply) => {
    const session = await rememberMe(app, bearerOf(req.headers.authorization));
    setScreenSession(req, reply, session.token);
    return session;
  });

  app.get('/forgetme', { schema: { response: { 200: OkReply } } }, async (req, reply) => {
    const refreshToken = req.headers[REFRESH_TOKEN_HEADER];
    await forgetMe(app, {
      bearer: bearerOf(req.headers.authorization),
      refreshToken: typeof refreshToken === 'string' ? refreshToken : undefined,
    });
    clearScreenSession(reply);
    return { ok: true as const };
  });
};
