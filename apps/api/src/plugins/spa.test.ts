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

  it('answers / (with or without a query) with the page that holds the login screen', async () => {
    for (const url of ['/', '/?srrtk=abc']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Acceso</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /calendario (with or without a query) with the page that holds its title', async () => {
    for (const url of ['/calendario', '/calendario?mes=3']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Calendario</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Only that address: a path below it is another route.
    expect((await app.inject({ url: '/calendario/x' })).body).toContain('<title>Extranet</title>');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not found' });
  });
});
