import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrolledPast, useScrollThreshold } from './use-scroll-threshold';

describe('scrolledPast (docs/product/README.md#constants-and-limits: 60 % threshold)', () => {
  it('is reached once the bottom of the viewport passes 60 % of the page', () => {
    const page = { viewportHeight: 800, scrollHeight: 4000 };
    expect(scrolledPast({ ...page, scrollTop: 1500 }, 0.6)).toBe(false); // 57.5 %
    expect(scrolledPast({ ...page, scrollTop: 1600 }, 0.6)).toBe(true); // 60 %
    expect(scrolledPast({ ...page, scrollTop: 3200 }, 0.6)).toBe(true);
  });

  it('counts a page shorter than the viewport as seen whole', () => {
    expect(scrolledPast({ scrollTop: 0, viewportHeight: 900, scrollHeight: 600 }, 0.6)).toBe(true);
  });
});

function setPage(scrollTop: number, scrollHeight: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
}

describe('useScrollThreshold', () => {
  afterEach(() => setPage(0, 0));

  it('calls back once when the user scrolls past the threshold', () => {
    setPage(0, 4000);
    const onReach = vi.fn();
    renderHook(() => useScrollThreshold({ enabled: true, onReach }));
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).not.toHaveBeenCalled();

    setPage(1700, 4000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (no more pages, or one is loading)', () => {
    setPage(3000, 4000);
    const onReach = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useScrollThreshold({ enabled, onReach }), {
      initialProps: { enabled: false },
    });
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).not.toHaveBeenCalled();
    // Enabled again (the page has loaded): checks at once.
    rerender({ enabled: true });
    expect(onReach).toHaveBeenCalledTimes(1);
  });
});
