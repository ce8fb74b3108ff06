import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from './loading-indicator';
import { createLoadingTracker } from './loading-tracker';

// docs/product/README.md#constants-and-limits
describe('loading indicator (only for calls over 250 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const indicator = () => screen.queryByRole('progressbar', { name: 'Cargando' });
  // The clock moves inside act() so React renders what the timers changed before the next check.
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('stays hidden for a call that ends within 250 ms', () => {
    const tracker = createLoadingTracker(250);
    render(<LoadingIndicator tracker={tracker} />);
    const done = tracker.start();
    advance(249);
    act(done);
    advance(1000);
    expect(indicator()).toBeNull();
  });

  it('shows after 250 ms and hides when the call ends', () => {
    const tracker = createLoadingTracker(250);
    render(<LoadingIndicator tracker={tracker} />);
    const done = tracker.start();
    advance(249);
    expect(indicator()).toBeNull();
    advance(1);
    expect(indicator()).toBeVisible();
    act(done);
    expect(indicator()).toBeNull();
  });

  it('does not add up two short overlapping calls', () => {
    const tracker = createLoadingTracker(250);
    render(<LoadingIndicator tracker={tracker} />);
    const first = tracker.start();
    advance(150);
    const second = tracker.start();
    advance(90);
    act(first);
    advance(100);
    act(second);
    expect(indicator()).toBeNull();
  });

  it('stays while any slow call still runs, and ignores a second end', () => {
    const tracker = createLoadingTracker(250);
    render(<LoadingIndicator tracker={tracker} />);
    const first = tracker.start();
    const second = tracker.start();
    advance(300);
    act(first);
    act(first);
    expect(indicator()).toBeVisible();
    act(second);
    expect(indicator()).toBeNull();
  });
});
