import { z } from 'zod';
import { http } from '@/shared/http';
import { dropRememberToken, readRememberToken } from './remember-cookie';
import { sessionStore } from './session-store';

/**
 * Ends the session (menu 'Salir', CERRAR SESION, own account deleted): drops the session and
 * the remember cookie at once, so the guards go to /, then revokes the refresh token on the
 * server (GET forgetme, design.md §3). A failed revocation is not the user's problem.
 */
export async function logout(): Promise<void> {
  // Every logout calls forgetme (spec §2, §7); without a remember cookie it carries the session
  // token, which names no refresh token to revoke.
  const token = readRememberToken() ?? sessionStore.get()?.token ?? null;
  sessionStore.clear();
  await forgetRememberToken(token);
}

/** Drops the remember cookie and revokes its token on the server (GET forgetme). */
export async function forgetRememberToken(refreshToken: string | null): Promise<void> {
  dropRememberToken();
  if (!refreshToken) return;
  try {
    await http.get('forgetme', { schema: z.unknown(), bearer: refreshToken });
  } catch {
    // The token expires on its own; nothing to tell the user.
  }
}
