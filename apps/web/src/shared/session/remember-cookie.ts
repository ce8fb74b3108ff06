import { limits } from '@extranet/shared/limits';

/**
 * The remember-me refresh token lives in the `srrtk` cookie for a year
 * (docs/product/README.md#constants-and-limits, docs/access-and-sessions.md#sessions).
 */
const NAME = limits.rememberCookieName;

export function readRememberToken(): string | null {
  const prefix = `${NAME}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) || null : null;
}

function writeCookie(value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${secure}`;
}

export function writeRememberToken(token: string): void {
  writeCookie(token, limits.rememberCookieMaxAge);
}

export function dropRememberToken(): void {
  writeCookie('', 0);
}
