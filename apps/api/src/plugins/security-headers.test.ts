import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { helmetHeaders } from './security-headers.ts';

const t = useTestApp();

describe('security headers', () => {
  it('are Helmet’s own headers for the options, the policy as written', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it.each([
    ['a public answer', '/api/order/get-councils/', 200],
    ['a refusal', '/api/campaign/list/for-user/1', 401],
    ['an unknown API path', '/api/nothing-here', 404],
  ])('go with %s', async (_what, path, status) => {
    const res = await t.anon.get(path);
    expect(res.statusCode).toBe(status);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
