import { limits } from '@extranet/shared/limits';

/**
 * Counts API calls that have been running longer than a delay
 * (docs/product/README.md#constants-and-limits: a loading indicator appears when a call takes more
 * than 250 ms, and not for faster calls). Each call gets its own timer, so two short overlapping
 * calls never show the indicator.
 */
export interface LoadingTracker {
  /** Marks a call as started; the returned function marks it as finished (idempotent). */
  start(): () => void;
  /** True while at least one call has been running longer than the delay. */
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingTracker(delayMs: number): LoadingTracker {
  let slowCalls = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    start() {
      let slow = false;
      let finished = false;
      const timer = setTimeout(() => {
        slow = true;
        slowCalls += 1;
        emit();
      }, delayMs);
      return () => {
        if (finished) return;
        finished = true;
        if (!slow) {
          clearTimeout(timer);
          return;
        }
        slowCalls -= 1;
        emit();
      };
    },
    isVisible: () => slowCalls > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tracker of every call made through `http`. */
export const loadingTracker = createLoadingTracker(limits.loadingIndicatorDelayMs);
