import { limits } from '@extranet/shared/limits';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readRememberToken } from '@/shared/session/remember-cookie';
import { sessionStore } from '@/shared/session/session-store';

/**
 * On opening the login screen, log in with a remembered token: the `srrtk` query parameter
 * (mobile wrapper) or else the `srrtk` cookie (docs/product/accounts.md#login). The parameter is
 * removed from the address at once so that it is neither bookmarked nor shared.
 */
export function useAutoLogin(loginWithToken: (refreshToken: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    const name = limits.rememberCookieName;
    const fromQuery = searchParams.get(name);
    if (fromQuery !== null) {
      const next = new URLSearchParams(searchParams);
      next.delete(name);
      setSearchParams(next, { replace: true });
    }
    if (sessionStore.get()) return;
    const token = fromQuery || readRememberToken();
    if (token) loginWithToken(token);
  }, [searchParams, setSearchParams, loginWithToken]);
}
