import { useSyncExternalStore } from 'react';

/**
 * An API that a component hands over once it is rendered (antd's hook toasts and dialogs, which
 * follow the theme and the locale), called from anywhere, React or not, before then too: a call
 * waits and runs as soon as the API is bound. `useWanted` turns true at the first call, for the
 * app to render that component only then (docs/architecture.md#performance-on-phones: antd is not
 * part of the login's first load).
 */
export function lateBinding<Api>() {
  let api: Api | null = null;
  const waiting: ((ready: Api) => void)[] = [];
  let wanted = false;
  const listeners = new Set<() => void>();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    /** Called by the component with the API, and with null when it goes. */
    bind(instance: Api | null): void {
      api = instance;
      if (instance) for (const call of waiting.splice(0)) call(instance);
    },
    /** Runs `call` with the API now, or once it is bound. */
    call(call: (ready: Api) => void): void {
      if (api) {
        call(api);
        return;
      }
      waiting.push(call);
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    /** True once the API has been called for. */
    useWanted: (): boolean =>
      useSyncExternalStore(
        subscribe,
        () => wanted,
        () => false,
      ),
  };
}
