// No imports: the entry (app/first-screen.ts) uses this before React has loaded.

/**
 * Starts a load ahead of the render that needs it: a hint only, so a failure is left to that
 * render to meet and report (its lazy component loads again and shows the error).
 */
export const loadAhead = (load: () => Promise<unknown>): Promise<unknown> =>
  load().catch(() => undefined);
