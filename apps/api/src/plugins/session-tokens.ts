import { createHash, randomBytes } from 'node:crypto';
import { limits } from '@extranet/shared/limits';
import { jwtVerify, SignJWT } from 'jose';

/** Verified tokens kept at most; past it the memo starts again (a token is about 150 bytes). */
const VERIFIED_MAX = 10_000;

/** Signs and checks the 12 h session JWT (HS256, design.md §3). */
export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature already checked out, with their user and expiry: a token is sent on
   * every call of a session, and jose's WebCrypto HMAC was a few per cent of a list call. The
   * signature of a given token never changes, so only its expiry is checked again.
   */
  const verified = new Map<string, { id: number; expiresAt: number }>();
  const check = async (token: string): Promise<number | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return null;
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { id, expiresAt: payload.exp * 1000 });
      }
      return id;
    } catch {
      return null;
    }
  };
  return {
    sign: (userId: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${limits.sessionTokenHours}h`)
        .sign(key),
    /** The user id inside a valid token, or null for a bad or expired one. */
    verify: (token: string): Promise<number | null> => {
      const known = verified.get(token);
      if (!known) return check(token);
      // jose refuses a token from its `exp` second on: the same rule here.
      if (Date.now() < known.expiresAt) return Promise.resolve(known.id);
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
