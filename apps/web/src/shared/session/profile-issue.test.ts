// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testUser } from '@/test/user';
import { http } from '../http';
import { reportedProfileIssue } from './profile-issue';
import { sessionStore } from './session-store';

const refuse = (reason: string) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({ error: 'profile incomplete', reason, message: 'Debe hacer algo' }),
        { status: 403 },
      ),
    ),
  );

// docs/access-and-sessions.md: a 403 'profile incomplete' sends the user to complete it.
describe('the reason of a 403 profile incomplete', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('is reported for the guards when a logged-in call gets it, and forgotten with the session', async () => {
    sessionStore.start('token', testUser({ id: 1 }), 8);
    vi.stubGlobal('fetch', refuse('privacy'));
    await http.get('campaign/list/all-active', { schema: z.unknown() }).catch(() => undefined);
    expect(reportedProfileIssue.get()).toBe('privacy');
    sessionStore.updateUser(testUser({ id: 1 }));
    expect(reportedProfileIssue.get()).toBeNull();
  });

  it('is not reported for a call that carried no session', async () => {
    vi.stubGlobal('fetch', refuse('password'));
    await http.get('rememberme', { schema: z.unknown(), bearer: 'r' }).catch(() => undefined);
    expect(reportedProfileIssue.get()).toBeNull();
  });
});
