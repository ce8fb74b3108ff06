// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/session/session-store';
import { testUser } from '@/test/user';
import { accessRedirect, publicAccess, userAccess } from './access';

// The guards read neither the id nor the organization; this suite's user has id 1 and none.
const session = (user: Partial<User> = {}, passwordLength = 8): Session => ({
  token: 't',
  passwordLength,
  user: testUser({ id: 1, organization: null, ...user }),
});

// docs/product/README.md#routes, docs/product/README.md#roles-and-permissions,
// docs/product/accounts.md#first-run
describe('route guards', () => {
  it('lets anyone open a public screen', () => {
    expect(accessRedirect(null, publicAccess, '/calendario')).toBeNull();
  });

  it('sends someone not logged in to /', () => {
    expect(accessRedirect(null, userAccess(), '/main')).toEqual({ to: '/' });
  });

  it('keeps a user who must change the password on /firstrun', () => {
    const redirect = accessRedirect(session({}, 4), userAccess(), '/main');
    expect(redirect).toEqual({ to: '/firstrun', warning: messages.passwordMustBeSet });
    expect(accessRedirect(session({}, 4), userAccess(0, false), '/firstrun')).toBeNull();
  });

  // The profile screen completes what is missing: sent there with the notice, not to / (where
  // a logged-in user found a blank page and a toast: docs/access-and-sessions.md).
  it('sends a user without the agreement to /userprofile, except on the exempt screens', () => {
    const noAgreement = session({ hasRGPDAgreed: false });
    expect(accessRedirect(noAgreement, userAccess(), '/main')).toEqual({
      to: '/userprofile',
      warning: messages.acceptAgreement,
    });
    expect(accessRedirect(noAgreement, userAccess(0, false), '/userprofile')).toBeNull();
  });

  it('sends a user with incomplete data to /userprofile', () => {
    expect(accessRedirect(session({ council: null }), userAccess(), '/main')).toEqual({
      to: '/userprofile',
      warning: messages.completeUserData,
    });
  });

  it('follows the reason of a 403 profile incomplete of the server', () => {
    const current = session();
    expect(accessRedirect(current, userAccess(), '/main', 'password')).toEqual({
      to: '/firstrun',
      warning: messages.passwordMustBeSet,
    });
    expect(accessRedirect(current, userAccess(0, false), '/firstrun', 'password')).toBeNull();
    expect(accessRedirect(current, userAccess(), '/main', 'privacy')?.to).toBe('/userprofile');
    expect(accessRedirect(current, userAccess(), '/main', 'data')?.to).toBe('/userprofile');
    expect(accessRedirect(current, userAccess(0, false), '/userprofile', 'data')).toBeNull();
  });

  it('sends a role below the screen’s to /', () => {
    expect(accessRedirect(session({ role: 0 }), userAccess(1), '/orderlist')).toEqual({ to: '/' });
    expect(accessRedirect(session({ role: 1 }), userAccess(2), '/test')).toEqual({ to: '/' });
    expect(accessRedirect(session({ role: 2 }), userAccess(2), '/test')).toBeNull();
  });
});
