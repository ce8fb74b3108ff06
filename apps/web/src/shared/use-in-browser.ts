import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False where the screen is rendered ahead of the browser (on the server: app/server-screens.tsx;
 * at build time: app/page-shells.tsx), true in the browser. For the parts the page sent must show
 * as the app's first render does, whatever the server has loaded.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
