import '@extranet/shared/zod-locale';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './visible';

// antd screens take more than testing-library's one second to render in jsdom, and ten times
// as long on a busy machine: findBy… and waitFor wait up to fifteen.
configure({ asyncUtilTimeout: 15_000 });

// Pure tests run in node (`@vitest-environment node`): only DOM tests need the stubs below.
const dom = typeof window !== 'undefined';

// jsdom lacks what antd's responsive components measure with.
if (dom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (dom && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not compute pseudo-element styles and says so on every antd render.
if (dom) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
}
