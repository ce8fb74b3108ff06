import { createHash, randomBytes } from 'node:crypto';
import { limits } from '@extranet/shared/limits';
import { jwtVerify, SignJWT } from 'jose';

/** Signs and checks the 12 h session JWT (HS256, design.md §3). */
export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${limits.sessionTokenHours}h`)
        .sign(key),
    /** The user id inside a valid token, or null for a bad or expired one. */
    verify: async (token: string): Promise<number | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
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
