// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './fake-api';

describe('the fake API of the screen tests', () => {
  const answer = fakeFetch(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/settings'
      ? json({ timeZone: 'Europe/Madrid' })
      : undefined,
  );

  it('answers an expected call and records it', async () => {
    const reply = await answer.fetch('/api/settings?x=1', { headers: { 'idempotency-key': 'k' } });
    expect(await reply.json()).toEqual({ timeZone: 'Europe/Madrid' });
    expect(answer.calls.at(-1)?.url.searchParams.get('x')).toBe('1');
    expect(answer.calls.at(-1)?.headers.get('idempotency-key')).toBe('k');
  });

  it('refuses an unexpected call, naming its method and URL, and remembers it', async () => {
    await expect(answer.fetch('/api/user/delete/2', { method: 'post' })).rejects.toThrow(
      'The fake API does not expect POST /api/user/delete/2',
    );
    expect(answer.unexpected).toEqual(['POST /api/user/delete/2']);
  });
});
