import type { User } from '@extranet/shared/schemas/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findUserReply } from '../repositories/users.ts';
import { SCREEN_SESSION_COOKIE } from './screen-session-cookie.ts';

/** What the web build's server module (apps/web/src/app/server-screens.tsx) offers. */
interface ScreensModule {
  paintedScreens: { path: string; template: string }[];
  paintScreen: (
    address: string,
    session: { token: string; user: User; passwordLength: number },
    call: (url: string, init: RequestInit) => Promise<Response>,
  ) => Promise<{ template: string; html: string; dataScript: string } | null>;
}

const ROOT = '<div id="root"></div>';

/**
 * The logged-in screens the server paints with their data when their address is loaded
 * (docs/architecture.md#screens-painted-by-the-server): the web build's server module, beside the
 * build (`<dist>-ssr/`), and the page templates it names. None when the build has no such module
 * (the API's tests without a web build): every address then gets index.html.
 */
export async function loadServerScreens(app: FastifyInstance, webDist: string) {
  const file = join(`${webDist}-ssr`, 'server-screens.js');
  if (!existsSync(file)) return null;
  const screens = (await import(pathToFileURL(file).href)) as ScreensModule;
  const templates = new Map(
    screens.paintedScreens.map(({ template }) => [
      template,
      readFileSync(join(webDist, template), 'utf8'),
    ]),
  );
  const paths = new Set(screens.paintedScreens.map(({ path }) => path));

  /** The screen's calls, answered in-process by the API itself with the session's token. */
  const callWith =
    (token: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const reply = await app.inject({
        method: 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': String(reply.headers['content-type'] ?? '') },
      });
    };

  /**
   * The page of the screen at the request's address, painted for the session of its cookie; null
   * without one, for an address not painted, for a session the API would refuse (ended, expired,
   * disabled, with its profile to complete first) or when a call fails: the app then loads the
   * screen as for any other address.
   */
  return async function paintedPage(req: FastifyRequest): Promise<string | null> {
    const path = req.url.split('?')[0] ?? '';
    const token = req.cookies[SCREEN_SESSION_COOKIE];
    if (!token || !paths.has(path)) return null;
    const claims = await app.tokens.verify(token);
    const caller = claims ? await app.sessionUsers.get(claims) : null;
    if (!claims || !caller || caller.profileIssue) return null;
    const user = await findUserReply(app.db, claims.userId);
    if (!user) return null;
    // The typed password's length only sends a session to /firstrun; the profile check above
    // already stands for it here.
    const session = { token, user, passwordLength: Number.MAX_SAFE_INTEGER };
    const paint = await screens.paintScreen(req.url, session, callWith(token));
    const template = paint && templates.get(paint.template);
    if (!paint || !template) return null;
    return template.replace(ROOT, `<div id="root">${paint.html}</div>\n    ${paint.dataScript}`);
  };
}
