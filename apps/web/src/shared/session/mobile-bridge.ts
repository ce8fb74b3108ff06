import type { RememberTokenMessage } from '@extranet/shared/schemas/auth';

/**
 * Hands the remember-me token to the mobile wrapper (docs/access-and-sessions.md#sessions): React
 * Native first, then the iOS WebKit handler; a plain browser has neither and nothing happens.
 */
export function postRememberToken(token: string): void {
  const message: RememberTokenMessage = { type: 'rememberToken', token };
  try {
    if (window.ReactNativeWebView) {
      window.ReactNativeWebView.postMessage(JSON.stringify(message));
      return;
    }
    window.webkit?.messageHandlers?.mobile?.postMessage(message);
  } catch {
    // The wrapper is an optional extra: a failing channel must not break the login.
  }
}
