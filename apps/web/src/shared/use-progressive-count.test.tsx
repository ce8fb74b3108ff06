import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

// docs/architecture.md#performance-on-phones: a long form drawn a few fields at a time.
describe('useProgressiveCount', () => {
  it('draws a step at first, then a step more after each commit, up to the total', async () => {
    const seen: number[] = [];
    renderHook(() => {
      const count = useProgressiveCount(7, 3);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(3);
    await waitFor(() => expect(seen.at(-1)).toBe(7));
    expect([...new Set(seen)]).toEqual([3, 6, 7]);
  });

  it('draws everything at once when the step covers it', () => {
    const { result } = renderHook(() => useProgressiveCount(4, 4));
    expect(result.current).toBe(4);
  });
});
