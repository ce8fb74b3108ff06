// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { testUser as user } from '@/test/user';
import { isProfileComplete, postLoginDestination } from './post-login';

const destination = (u: User, passwordLength = 8, stored: number | null = null) =>
  postLoginDestination({ user: u, passwordLength, storedLinkedActivityId: stored });

// docs/product/accounts.md#login
describe('after login', () => {
  it('sends a password shorter than 6 characters to /firstrun', () => {
    expect(destination(user(), 5)).toEqual({ path: '/firstrun', warnings: [] });
  });

  it('sends a recovered password to /firstrun whatever its length', () => {
    expect(destination(user({ mustChangePassword: true }), 12).path).toBe('/firstrun');
  });

  it('checks the password before the profile', () => {
    expect(destination(user({ name: '', hasRGPDAgreed: false }), 3).path).toBe('/firstrun');
  });

  it('sends a complete user who accepted the agreement to /main', () => {
    expect(destination(user(), 6)).toEqual({ path: '/main', warnings: [] });
  });

  it("sends a user with a linked activity to that activity's page", () => {
    expect(destination(user({ linkedActivityId: 42 })).path).toBe('/activity-filter/42');
    expect(destination(user(), 8, 9).path).toBe('/activity-filter/9');
  });

  it('prefers the linked activity of the user to the one of the browser session', () => {
    expect(destination(user({ linkedActivityId: 42 }), 8, 9).path).toBe('/activity-filter/42');
  });

  it('sends an incomplete user to /userprofile asking to complete the data', () => {
    for (const missing of [{ name: '' }, { surname: ' ' }, { email: '' }, { council: null }]) {
      expect(destination(user(missing))).toEqual({
        path: '/userprofile',
        warnings: [messages.completeUserData],
      });
    }
  });

  it('sends a user without the agreement to /userprofile asking to accept it', () => {
    expect(destination(user({ hasRGPDAgreed: false }))).toEqual({
      path: '/userprofile',
      warnings: [messages.acceptAgreement],
    });
  });

  it('gives both reasons when both are missing, and ignores the linked activity', () => {
    const result = destination(user({ council: null, hasRGPDAgreed: false }), 8, 5);
    expect(result).toEqual({
      path: '/userprofile',
      warnings: [messages.completeUserData, messages.acceptAgreement],
    });
  });

  it('counts a profile as complete only with name, surname, e-mail and council', () => {
    expect(isProfileComplete(user())).toBe(true);
    expect(isProfileComplete(user({ phone: '', address: '' }))).toBe(true);
    expect(isProfileComplete(user({ council: null }))).toBe(false);
  });
});
