import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `step` at first, then `step` more after each commit, each
 * time as a background render. A long list of heavy controls then reaches the screen in several
 * short tasks rather than one long one (docs/architecture.md#performance-on-phones).
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount((drawn) => drawn + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
