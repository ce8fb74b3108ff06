import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { AppError } from './app-error.ts';
import { loadServerScreens } from './server-screens.ts';

/** The build's painted pages by address (`painted-pages.json`), those whose file is there. */
function paintedPages(webDist: string): Map<string, string> {
  const list = join(webDist, 'painted-pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).filter(([, file]) => existsSync(join(webDist, file))));
}

/**
 * A page painted for one user: never cached on the way, nor kept by the browser; compressed as
 * the build's pages are, when the browser takes brotli.
 */
function sendPainted(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'cookie, accept-encoding')
    .type('text/html; charset=utf-8');
  if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(html);
  // Quality 5: about as small as 11 for a page of a few kilobytes, in a fraction of its time.
  const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return reply.header('content-encoding', 'br').send(body);
}

/**
 * Serves the built SPA. Every non-API GET that is not a file gets `index.html`, so client
 * routes such as /orderlist load on refresh; unknown API paths answer the JSON 404.
 */
export const spa = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasBuild = existsSync(join(opts.webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; send them to browsers that accept them.
      preCompressed: true,
      // Our own cache-control below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: they never change under the same name.
        const immutable = path.includes(`${join(opts.webDist, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The addresses whose page the build wrote with its screen already painted in it (`/` and
  // `/calendario`, docs/architecture.md#performance-on-phones) get that page.
  const painted = paintedPages(opts.webDist);
  // The logged-in screens painted with their data for the session's cookie (server-screens.ts);
  // a module that does not load leaves every address its plain page.
  const serverPainted = hasBuild
    ? await loadServerScreens(app, opts.webDist).catch((err: unknown) => {
        app.log.warn({ err }, 'the server module of the painted screens did not load');
        return null;
      })
    : null;
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasBuild)
      throw new AppError('not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('not found');
    if (serverPainted && req.method === 'GET') {
      const html = await serverPainted(req).catch((err: unknown) => {
        req.log.warn({ err }, 'the screen could not be painted; index.html instead');
        return null;
      });
      if (html !== null) return sendPainted(req, reply, html);
    }
    const page = painted.get(req.url.split('?')[0] ?? '') ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});
