import { useEffect, useEffectEvent } from 'react';
import { limits } from '@extranet/shared/limits';

export interface ScrollMetrics {
  scrollTop: number;
  viewportHeight: number;
  scrollHeight: number;
}

/**
 * True once the bottom of the viewport has passed `threshold` (0..1) of the page height: at
 * 0.6 the next page loads when 60 % of the page has been seen
 * (docs/product/README.md#constants-and-limits). A page shorter than the viewport has been seen
 * whole.
 */
export function scrolledPast(metrics: ScrollMetrics, threshold: number): boolean {
  if (metrics.scrollHeight <= 0) return false;
  return (metrics.scrollTop + metrics.viewportHeight) / metrics.scrollHeight >= threshold;
}

function windowMetrics(): ScrollMetrics {
  const root = document.documentElement;
  return {
    scrollTop: window.scrollY || root.scrollTop,
    viewportHeight: window.innerHeight,
    scrollHeight: root.scrollHeight,
  };
}

/**
 * Calls `onReach` when the window has been scrolled past `threshold` while `enabled` (e.g.
 * "more pages exist and none is loading"). It also checks as soon as it is enabled, so a list
 * shorter than the screen keeps loading until it fills it or ends.
 */
export function useScrollThreshold({
  enabled,
  onReach,
  threshold = limits.infiniteScrollThreshold,
}: {
  enabled: boolean;
  onReach: () => void;
  threshold?: number;
}): void {
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    if (!enabled) return;
    let fired = false;
    const check = () => {
      if (fired || !scrolledPast(windowMetrics(), threshold)) return;
      fired = true;
      reach();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, threshold]);
}
