// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { json, useFakeApi } from '@/test/fake-api';
import { testUser } from '@/test/user';
import { logout } from './logout';
import { readRememberToken, writeRememberToken } from './remember-cookie';
import { sessionStore } from './session-store';

// docs/access-and-sessions.md#sessions: logout ends the session of both tokens.
describe('logout', () => {
  const calls = useFakeApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/forgetme' ? json({ ok: true }) : undefined,
  );

  it('sends the access token as bearer and the remembered token beside it, then forgets both', async () => {
    sessionStore.start('acceso', testUser(), 8);
    writeRememberToken('recordado');
    await logout();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer acceso');
    expect(calls[0]?.headers.get('x-refresh-token')).toBe('recordado');
    expect(sessionStore.get()).toBeNull();
    expect(readRememberToken()).toBeNull();
  });

  it('sends the access token alone when the user is not remembered', async () => {
    sessionStore.start('acceso', testUser(), 8);
    await logout();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer acceso');
    expect(calls[0]?.headers.has('x-refresh-token')).toBe(false);
  });
});
