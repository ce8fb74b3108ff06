// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/user';
import { logout } from './logout';
import { readRememberToken, writeRememberToken } from './remember-cookie';
import { sessionStore } from './session-store';

/** The headers of each forgetme call the stubbed fetch received. */
function stubForgetMe() {
  const calls: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      return Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    }),
  );
  return calls;
}

// docs/access-and-sessions.md#sessions: logout ends the session of both tokens.
describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the access token as bearer and the remembered token beside it, then forgets both', async () => {
    const calls = stubForgetMe();
    sessionStore.start('acceso', testUser(), 8);
    writeRememberToken('recordado');
    await logout();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('authorization')).toBe('Bearer acceso');
    expect(calls[0]?.get('x-refresh-token')).toBe('recordado');
    expect(sessionStore.get()).toBeNull();
    expect(readRememberToken()).toBeNull();
  });

  it('sends the access token alone when the user is not remembered', async () => {
    const calls = stubForgetMe();
    sessionStore.start('acceso', testUser(), 8);
    await logout();
    expect(calls[0]?.get('authorization')).toBe('Bearer acceso');
    expect(calls[0]?.has('x-refresh-token')).toBe(false);
  });
});
