import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';
import { spa } from './spa.ts';

describe('serving the built SPA', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'extranet-spa-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Extranet</title>');
    writeFileSync(join(webDist, 'login.html'), '<!doctype html><title>Acceso</title>');
    writeFileSync(join(webDist, 'calendar.html'), '<!doctype html><title>Calendario</title>');
    writeFileSync(
      join(webDist, 'painted-pages.json'),
      JSON.stringify({ '/': 'login.html', '/calendario': 'calendar.html' }),
    );
    writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'assets', 'main-abc123.js.br'), 'brotli bytes');
    await app.register(errorHandler);
    await app.register(spa, { webDist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and sends the precompressed copy', async () => {
    const res = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a client route with index.html that is revalidated on every load', async () => {
    const res = await app.inject({ url: '/orderlist' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Extranet</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    { page: 'the login screen', urls: ['/', '/?srrtk=abc'], title: 'Acceso' },
    { page: 'the calendar title', urls: ['/calendario', '/calendario?mes=3'], title: 'Calendario' },
  ])('answers $urls.0 (with or without a query) with the page that holds $page', async (c) => {
    for (const url of c.urls) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${c.title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('paints only the addresses of the list: a path below one is another route', async () => {
    expect((await app.inject({ url: '/calendario/x' })).body).toContain('<title>Extranet</title>');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not found' });
  });
});
