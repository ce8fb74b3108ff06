import { createHash, randomBytes } from 'node:crypto';
import { limits } from '@extranet/shared/limits';
import { jwtVerify, SignJWT } from 'jose';

/** Verified tokens kept at most; past it the memo starts again (a token is about 200 bytes). */
const VERIFIED_MAX = 10_000;

/** The lower-case form PostgreSQL gives a uuid, as `user_sessions.id` is. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who a valid access token speaks for: its user and the session (login) it belongs to. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/**
 * Signs and checks the 12 h session JWT (HS256, docs/api-conventions.md#sessions-and-tokens). Its `sid` claim names the
 * session (docs/access-and-sessions.md); a token without one, issued before sessions existed,
 * is refused like a bad one.
 */
export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature already checked out, with their claims and expiry: a token is sent
   * on every call of a session, and jose's WebCrypto HMAC was a few per cent of a list call.
   * The signature of a given token never changes, so only its expiry is checked again.
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const check = async (token: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
      const claims = { userId, sessionId };
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return null;
    }
  };
  return {
    sign: (userId: number, sessionId: string) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${limits.sessionTokenHours}h`)
        .sign(key),
    /** The user and session of a valid token, or null for a bad, expired or session-less one. */
    verify: (token: string): Promise<TokenClaims | null> => {
      const known = verified.get(token);
      if (!known) return check(token);
      // jose refuses a token from its `exp` second on: the same rule here.
      if (Date.now() < known.expiresAt) return Promise.resolve(known.claims);
      verified.delete(token);
      return Promise.resolve(null);
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;

/** A new opaque remember-me token and the hash that is stored for it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The bearer credential of a request, if any. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
