/** The web app's version, from apps/web/package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;

/**
 * Channels of the mobile wrapper (docs/access-and-sessions.md#sessions): present only inside the
 * apps.
 */
interface Window {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { mobile?: { postMessage(message: unknown): void } } };
}

/** Optional build-time settings (see shared/site-links.ts). */
interface ImportMetaEnv {
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_HELP_PHONE?: string;
}
