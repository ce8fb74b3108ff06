/**
 * Links to the public body's own site and its help line (docs/product/accounts.md#login,
 * docs/product/README.md#constants-and-limits). Each can be set at build time (VITE_… variables)
 * without touching the code.
 */
export const siteLinks = {
  tutorialVideo: import.meta.env.VITE_TUTORIAL_VIDEO_URL ?? 'https://www.cogersa.es/',
  privacyPolicy: import.meta.env.VITE_PRIVACY_POLICY_URL ?? 'https://www.cogersa.es/',
  /** A public toll-free line for registration problems. */
  helpPhone: import.meta.env.VITE_HELP_PHONE ?? '900 100 100',
};
