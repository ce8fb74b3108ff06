import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './app-error.ts';

/** The build's painted pages by address (`painted-pages.json`), those whose file is there. */
function paintedPages(webDist: string): Map<string, string> {
  const list = join(webDist, 'painted-pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).filter(([, file]) => existsSync(join(webDist, file))));
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
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasBuild)
      throw new AppError('not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('not found');
    const page = painted.get(req.url.split('?')[0] ?? '') ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});
