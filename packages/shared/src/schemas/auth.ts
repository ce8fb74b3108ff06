import { z } from 'zod';
import { messages } from '../messages.ts';
import { User } from './user.ts';

/** `POST authenticate` (docs/product/accounts.md#calls). */
export const AuthenticateRequest = z.object({
  username: z.string().trim().toUpperCase().min(1, messages.loginUsernameRequired).max(20),
  password: z.string().min(1, messages.loginPasswordRequired).max(128),
  rememberMe: z.boolean().default(false),
});
export type AuthenticateRequest = z.input<typeof AuthenticateRequest>;

/**
 * A session: the user, a 12 h JWT for the `Authorization` header, and, only when remember-me
 * was asked, an opaque one-year refresh token (docs/access-and-sessions.md#sessions).
 */
export const Session = z.object({
  user: User,
  token: z.string(),
  refreshToken: z.string().nullable(),
});
export type Session = z.infer<typeof Session>;

/**
 * Message posted to the mobile wrapper after a remember-me login
 * (docs/access-and-sessions.md#sessions).
 */
export interface RememberTokenMessage {
  type: 'rememberToken';
  token: string;
}
