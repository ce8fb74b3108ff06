import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that lets the server paint a logged-in screen with its data when the browser loads
 * its address (docs/architecture.md#screens-painted-by-the-server): the session's access token, as
 * the app keeps it in the tab's session storage. HttpOnly, so no script reads it; SameSite=Strict,
 * so no other site's link or frame sends it; no expiry, so it goes with the browser session, and
 * the token's own 12 h and the session's end (logout) bound it as they bound the app's calls. The
 * API reads it nowhere else: every call still needs its bearer token.
 */
export const SCREEN_SESSION_COOKIE = 'screen_session';

export function setScreenSession(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SCREEN_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
  });
}

export function clearScreenSession(reply: FastifyReply): void {
  reply.clearCookie(SCREEN_SESSION_COOKIE, { path: '/' });
}
