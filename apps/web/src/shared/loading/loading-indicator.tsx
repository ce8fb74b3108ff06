import { useSyncExternalStore } from 'react';
import { loadingTracker, type LoadingTracker } from './loading-tracker';

/**
 * A thin bar at the top of the page while a call runs longer than 250 ms
 * (docs/product/README.md#constants-and-limits).
 */
export function LoadingIndicator({ tracker = loadingTracker }: { tracker?: LoadingTracker }) {
  // No call is running where the page is rendered ahead of the browser (app/page-shells.tsx).
  const visible = useSyncExternalStore(tracker.subscribe, tracker.isVisible, () => false);
  if (!visible) return null;
  return (
    <div className="global-loading" role="progressbar" aria-label="Cargando">
      <div className="global-loading__bar" />
    </div>
  );
}
