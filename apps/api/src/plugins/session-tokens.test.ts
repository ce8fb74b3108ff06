import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTokens } from './session-tokens.ts';

const secret = 'una-clave-de-prueba-de-al-menos-32-caracteres';
const SID = '0b6f1c52-5a43-4d1e-9c3e-2f0d8a7b6c51';
const claims = (userId: number) => ({ userId, sessionId: SID });

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('answers the user of a valid token, again and again', async () => {
    const tokens = sessionTokens(secret);
    const token = await tokens.sign(42, SID);
    expect(await tokens.verify(token)).toEqual(claims(42));
    expect(await tokens.verify(token)).toEqual(claims(42));
  });

  it('refuses a token once it expires, even after it was verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const tokens = sessionTokens(secret);
    const token = await tokens.sign(7, SID);
    expect(await tokens.verify(token)).toEqual(claims(7));
    vi.setSystemTime(new Date('2026-03-01T19:59:59Z'));
    expect(await tokens.verify(token)).toEqual(claims(7));
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, altered, or naming no user', async () => {
    const tokens = sessionTokens(secret);
    const token = await tokens.sign(5, SID);
    expect(await tokens.verify(token)).toEqual(claims(5));
    const foreign = await sessionTokens(`${secret}-otra`).sign(5, SID);
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '6', exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    const anonymous = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(anonymous)).toBeNull();
  });

  it('refuses a token without a session, as every token issued before sessions existed', async () => {
    const tokens = sessionTokens(secret);
    const sign = (claimsOf: Record<string, unknown>) =>
      new SignJWT(claimsOf)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('5')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(await sign({}))).toBeNull();
    expect(await tokens.verify(await sign({ sid: 'no-es-un-uuid' }))).toBeNull();
    expect(await tokens.verify(await sign({ sid: SID }))).toEqual(claims(5));
  });
});
