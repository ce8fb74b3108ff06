import type { NavigateOptions, To } from 'react-router';

/**
 * The app routes with <BrowserRouter> (router.tsx), whose navigate returns nothing; react-router
 * types it `void | Promise<void>` to cover its data routers too, and asks an app to narrow it to
 * its own router this way. Without it every navigate() reads as a promise nobody handles.
 */
declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
