// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lateBinding } from './late-binding';

describe('lateBinding', () => {
  it('keeps the calls made before the API is bound and runs them, in order, once it is', () => {
    const binding = lateBinding<{ show: (text: string) => void }>();
    const shown: string[] = [];
    binding.call((api) => api.show('uno'));
    binding.call((api) => api.show('dos'));
    expect(shown).toEqual([]);
    binding.bind({ show: (text) => shown.push(text) });
    expect(shown).toEqual(['uno', 'dos']);
    binding.call((api) => api.show('tres'));
    expect(shown).toEqual(['uno', 'dos', 'tres']);
  });

  it('runs nothing twice, and waits again while unbound', () => {
    const binding = lateBinding<() => void>();
    const first = vi.fn();
    binding.call((api) => api());
    binding.bind(first);
    binding.bind(null);
    const second = vi.fn();
    binding.call((api) => api());
    expect(first).toHaveBeenCalledTimes(1);
    binding.bind(second);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
