import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

const t = useTestApp();

describe('the application shell', () => {
  it('answers its health', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: 'test', db: 'ok' });
  });

  it('publishes an OpenAPI document that lists the authentication call', async () => {
    const res = await t.anon.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/authenticate');
    expect(doc.paths).toHaveProperty('/api/user/create/');
  });

  it('answers an unknown API path with the JSON 404', async () => {
    const res = await t.anon.get('/api/xyz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not found' });
  });

  it.each([
    ['POST', '/api/user/change-user-data/'],
    ['POST', '/api/user/change-password/'],
    ['POST', '/api/user/delete/1'],
    ['GET', '/api/organization/list/'],
  ])('refuses %s %s without a token (401)', async (method, url) => {
    const res = method === 'GET' ? await t.anon.get(url) : await t.anon.post(url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('refuses a forged token (401)', async () => {
    const res = await t.bearer('not.a.jwt').get('/api/organization/list/');
    expect(res.statusCode).toBe(401);
  });
});
