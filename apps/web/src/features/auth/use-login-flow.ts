import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import type { Session } from '@extranet/shared/schemas/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '@/shared/api-error';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { forgetRememberToken } from '@/shared/session/logout';
import { postRememberToken } from '@/shared/session/mobile-bridge';
import { postLoginDestination } from '@/shared/session/post-login';
import {
  dropRememberToken,
  readRememberToken,
  writeRememberToken,
} from '@/shared/session/remember-cookie';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useAuthenticate, useRememberMe } from './api';

export interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The text of a failed login. docs/product/README.md#error-catalogue: every 401 reads 'Usuario o
 * contraseña incorrecta', a disabled account's too (the server only says so after a right
 * password).
 */
function loginErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return messages.loginWrong;
  return errorText(err);
}

/**
 * Logging in by hand or with the remember-me token, then going where docs/product/accounts.md#login
 * says, with its warnings.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const authenticate = useAuthenticate();
  const { mutate: remember, isPending: remembering } = useRememberMe();

  const begin = useCallback(
    (session: Session, passwordLength: number) => {
      sessionStore.start(session.token, session.user, passwordLength);
      if (session.refreshToken) {
        writeRememberToken(session.refreshToken);
        postRememberToken(session.refreshToken);
      }
      const destination = postLoginDestination({
        user: session.user,
        passwordLength,
        storedLinkedActivityId: readLinkedActivityId(),
      });
      destination.warnings.forEach((warning) => toast.warning(warning, warning));
      navigate(destination.path, { replace: true, state: { fromLogin: true } });
    },
    [navigate],
  );

  const login = (values: LoginValues) => {
    const previous = readRememberToken();
    authenticate.mutate(values, {
      onSuccess: (session) => {
        // A login without remember-me must not leave an older remembered user behind.
        if (!session.refreshToken && previous) void forgetRememberToken(previous);
        begin(session, values.password.length);
      },
      onError: (err) => toast.error(loginErrorText(err), 'login'),
    });
  };

  /**
   * docs/product/README.md#constants-and-limits: a remember-me login counts as a 6-character
   * password.
   */
  const loginWithToken = useCallback(
    (refreshToken: string) => {
      remember(refreshToken, {
        onSuccess: (session) => begin(session, limits.minPasswordLength),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) {
            toast.error(messages.sessionExpired, 'login');
            dropRememberToken();
            sessionStore.clear();
            return;
          }
          toast.error(errorText(err), 'login');
        },
      });
    },
    [begin, remember],
  );

  return { login, loginWithToken, busy: authenticate.isPending || remembering };
}
