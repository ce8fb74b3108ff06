import { useState, type ComponentProps, type ComponentType, type JSX } from 'react';
import { lazyPart } from '@/shared/lazy-part';
import type { ModuleLoader } from './lazy-modules';

/**
 * React.lazy for a module's named export (the app has no default exports). A module that has
 * already arrived (the first screen's, which the entry loads before the first render:
 * first-screen.ts) is rendered at once, without the suspended render and the spinner React.lazy
 * would give it first (docs/architecture.md#performance-on-phones). Each rendered page keeps the
 * component it started with, so that it is never mounted twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: ModuleLoader<M>,
  name: K,
) {
  type P = ComponentProps<M[K]>;
  const pick = (module: M): ComponentType<P> => module[name];
  const { Part: Lazy } = lazyPart(load, name);
  return function LazyPage(props: P & JSX.IntrinsicAttributes) {
    const [{ Shown }] = useState(() => {
      const loaded = load.loaded();
      return { Shown: loaded ? pick(loaded) : Lazy };
    });
    return <Shown {...props} />;
  };
}
