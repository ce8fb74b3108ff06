import { z } from 'zod';
import { http } from '@/shared/http';
import { dropRememberToken, readRememberToken } from './remember-cookie';
import { sessionStore } from './session-store';

/**
 * Ends the session (menu 'Salir', CERRAR SESION, own account deleted): drops the session and
 * the remember cookie at once, so the guards go to /, then ends the session on the server
 * (GET forgetme, docs/access-and-sessions.md): the access token as bearer and the remembered
 * token beside it, so neither works again. A failed call is not the user's problem.
 */
export async function logout(): Promise<void> {
  const accessToken = sessionStore.get()?.token ?? null;
  const refreshToken = readRememberToken();
  sessionStore.clear();
  dropRememberToken();
  if (!accessToken) return forgetRememberToken(refreshToken);
  await forget(accessToken, refreshToken ? { [REFRESH_TOKEN_HEADER]: refreshToken } : undefined);
}

/** Drops the remember cookie and ends its token's session on the server (GET forgetme). */
export async function forgetRememberToken(refreshToken: string | null): Promise<void> {
  dropRememberToken();
  if (refreshToken) await forget(refreshToken);
}

/** The header that carries the remembered token beside the access token of a logout. */
const REFRESH_TOKEN_HEADER = 'X-Refresh-Token';

async function forget(bearer: string, headers?: Record<string, string>): Promise<void> {
  try {
    await http.get('forgetme', { schema: z.unknown(), bearer, headers });
  } catch {
    // The tokens expire on their own; nothing to tell the user.
  }
}
