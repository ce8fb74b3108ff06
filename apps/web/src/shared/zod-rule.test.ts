// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import { RegisterRequest } from '@extranet/shared/schemas/user';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodRule } from './zod-rule';

/** Runs the adapter's validator as antd would, answering the message or null. */
async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const { validator } = rule as RuleObject;
  try {
    await validator?.({} as RuleObject, value, () => undefined);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('zodRule: antd rules from the shared schemas', () => {
  const login = zodRule(RegisterRequest, 'username');

  it('answers the messages of docs/product/accounts.md#registration in their order', async () => {
    expect(await check(login, undefined)).toBe(messages.registerLoginRequired);
    expect(await check(login, '')).toBe(messages.registerLoginRequired);
    expect(await check(login, '1234')).toBe(messages.registerLoginLength);
    expect(await check(login, '12345678A')).toBe(messages.registerLoginPersonalId);
    expect(await check(login, '12345678Z')).toBeNull();
    expect(await check(login, 'x1234567l')).toBeNull();
  });

  it('checks e-mail, password, council and agreement with the same words as the server', async () => {
    expect(await check(zodRule(RegisterRequest, 'email'), 'ana@')).toBe(messages.emailInvalid);
    expect(await check(zodRule(RegisterRequest, 'password'), '12345')).toBe(
      messages.passwordMinLength,
    );
    expect(await check(zodRule(RegisterRequest, 'councilId'), undefined)).toBe(
      messages.councilRequired,
    );
    expect(await check(zodRule(RegisterRequest, 'councilId'), 3)).toBeNull();
    expect(await check(zodRule(RegisterRequest, 'rgpdAgreed'), false)).toBe(
      messages.privacyRequired,
    );
    expect(await check(zodRule(RegisterRequest, 'rgpdAgreed'), true)).toBeNull();
  });

  it('accepts the stored value unchecked, and checks any other', async () => {
    const kept = zodRule(RegisterRequest, 'username', { stored: 'admin' });
    expect(await check(kept, 'admin')).toBeNull();
    expect(await check(kept, 'admin2')).toBe(messages.registerLoginLength);
  });

  it('skips an empty optional field but checks it once filled', async () => {
    const optional = zodRule(z.object({ code: z.string().min(3, 'corto') }), 'code', {
      optional: true,
    });
    expect(await check(optional, '')).toBeNull();
    expect(await check(optional, undefined)).toBeNull();
    expect(await check(optional, 'ab')).toBe('corto');
  });
});
