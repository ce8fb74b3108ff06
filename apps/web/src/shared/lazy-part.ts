import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAhead } from './load-ahead';

/**
 * A part of a screen loaded when it is first drawn (React.lazy, for a module's named export), and
 * `preload` to start that load when it will soon be wanted (a pointer or the focus on the control
 * that shows it). A preload is a hint only: a failure is left to the render to meet and report.
 * docs/architecture.md#performance-on-phones: what a screen hides at first is not loaded with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): { Part: LazyExoticComponent<M[K]>; preload: () => void } {
  return {
    Part: lazy(async () => ({ default: (await load())[name] })),
    preload: () => void loadAhead(load),
  };
}
