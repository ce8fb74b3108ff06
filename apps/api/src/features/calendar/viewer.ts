import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventViewer } from '../../repositories/calendar-events.ts';
import { bearerOf } from '../../plugins/session-tokens.ts';

/**
 * onRequest of the public calendar call (docs/product/calendar.md#who-sees-what): a call with a
 * token is read as every call is (401 when the token or its session is not valid); a call
 * without one is the public calendar's.
 */
export const optionalSession = (app: FastifyInstance) =>
  async function optionalSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (bearerOf(req.headers.authorization)) await app.requireLogin.call(app, req, reply);
  };

/**
 * Who sees the calendar: the session's user, or the public view without a session. A user who
 * must first complete its profile (docs/access-and-sessions.md) gets the public view, as the
 * route lets it in to read what anyone may read.
 */
export const viewerOf = (req: FastifyRequest): EventViewer =>
  req.user && !req.profileIssue ? req.user : null;
