import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the CSS media query matches (read synchronously: no flash of the wrong layout).
 * The screens rendered at build time (app/page-shells.tsx) have no media: there it is false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
