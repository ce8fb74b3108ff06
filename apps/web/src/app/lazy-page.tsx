import { lazy, useState, type ComponentType, type JSX } from 'react';
import type { ModuleLoader } from './lazy-modules';

/**
 * React.lazy for a module's named export (the app has no default exports). A module that has
 * already arrived (the first screen's, which the entry loads before the first render:
 * first-screen.ts) is rendered at once, without the suspended render and the spinner React.lazy
 * would give it first (docs/architecture.md#performance-on-phones). Each rendered page keeps the
 * component it started with, so that it is never mounted twice.
 */
export function lazyPage<K extends string, P extends object>(
  load: ModuleLoader<Record<K, ComponentType<P>>>,
  name: K,
) {
  const pick = (module: Record<K, ComponentType<P>>): ComponentType<P> => module[name];
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage(props: P & JSX.IntrinsicAttributes) {
    const [{ Shown }] = useState(() => {
      const loaded = load.loaded();
      return { Shown: loaded ? pick(loaded) : Lazy };
    });
    return <Shown {...props} />;
  };
}
