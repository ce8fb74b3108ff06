import { useMutation } from '@tanstack/react-query';
import { Session, type AuthenticateRequest } from '@extranet/shared/schemas/auth';
import { OkReply } from '@extranet/shared/schemas/common';
import { User, type RegisterRequest } from '@extranet/shared/schemas/user';
import { http } from '@/shared/http';

/** `POST authenticate` (docs/product/accounts.md#calls). */
export function useAuthenticate() {
  return useMutation({
    mutationFn: (body: AuthenticateRequest) => http.post('authenticate', { body, schema: Session }),
  });
}

/** `GET rememberme` with the refresh token as bearer: a new session and a new refresh token. */
export function useRememberMe() {
  return useMutation({
    mutationFn: (refreshToken: string) =>
      http.get('rememberme', { bearer: refreshToken, schema: Session }),
  });
}

/**
 * `GET user/send-user-by-email/{email}`: mails new access data
 * (docs/product/accounts.md#recover-access).
 */
export function useRecoverAccess() {
  return useMutation({
    mutationFn: (email: string) =>
      http.get(`user/send-user-by-email/${encodeURIComponent(email)}`, { schema: OkReply }),
  });
}

/** `POST user/create/`: self-registration. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => http.post('user/create/', { body, schema: User }),
  });
}

/** `POST user/change-password/` (/firstrun). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (password: string) =>
      http.post('user/change-password/', { body: { password }, schema: User }),
  });
}
