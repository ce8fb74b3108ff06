import { useSyncExternalStore } from 'react';
import { User } from '@extranet/shared/schemas/user';

/**
 * The logged-in session, kept in sessionStorage (docs/product/accounts.md#sessions: gone when the
 * browser session ends). `passwordLength` is the length of the password typed at login
 * (docs/product/README.md#constants-and-limits: 6 for a remember-me login); below 6 the user must
 * choose a new one at /firstrun.
 */
export interface Session {
  token: string;
  user: User;
  passwordLength: number;
}

const KEYS = { token: 'token', user: 'user', passwordLength: 'passwordLength' } as const;

function read(): Session | null {
  try {
    const token = sessionStorage.getItem(KEYS.token);
    const rawUser = sessionStorage.getItem(KEYS.user);
    if (!token || !rawUser) return null;
    const user = User.safeParse(JSON.parse(rawUser));
    if (!user.success) return null;
    const passwordLength = Number(sessionStorage.getItem(KEYS.passwordLength) ?? 0);
    return { token, user: user.data, passwordLength };
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  if (!session) {
    Object.values(KEYS).forEach((key) => sessionStorage.removeItem(key));
    return;
  }
  sessionStorage.setItem(KEYS.token, session.token);
  sessionStorage.setItem(KEYS.user, JSON.stringify(session.user));
  sessionStorage.setItem(KEYS.passwordLength, String(session.passwordLength));
}

let current: Session | null = read();

/**
 * The session a screen is rendered for on the server (app/server-screens.tsx), which has no
 * session storage; none in the browser and in the screens rendered at build time.
 */
let serverSession: () => Session | null = () => null;

/** Sets where the server's renders find their session (app/server-screens.tsx only). */
export function setServerSessionSource(source: () => Session | null): void {
  serverSession = source;
}
const listeners = new Set<() => void>();

function set(next: Session | null): void {
  current = next;
  write(next);
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: (): Session | null => current ?? serverSession(),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Starts a session after a login or a remember-me login. */
  start(token: string, user: User, passwordLength: number): void {
    set({ token, user, passwordLength });
  },
  /** Replaces the user after a profile or password change. */
  updateUser(user: User, passwordLength?: number): void {
    if (!current) return;
    set({ ...current, user, passwordLength: passwordLength ?? current.passwordLength });
  },
  clear(): void {
    if (current) set(null);
  },
};

/**
 * The current session, re-rendering when it starts, changes or ends. Where the page is rendered
 * ahead of the browser, the server's (none at build time: app/page-shells.tsx).
 */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => serverSession());
}
