import { describe, expect, it } from 'vitest';
import { acceptTakesPlace } from './accept-places.ts';

// docs/requests-integrity.md#places-on-a-managers-accept: which state changes count places.
describe('acceptTakesPlace', () => {
  const states = [1, 2, 3, 4, 5, 6];

  it('counts places only when an order that holds none (3, 4, 6) is accepted (2)', () => {
    const counted = states.flatMap((from) =>
      states.filter((to) => acceptTakesPlace(from, to)).map((to) => `${from}→${to}`),
    );
    expect(counted).toEqual(['3→2', '4→2', '6→2']);
  });

  it('never counts an order that already holds a place (pending 1, done 5)', () => {
    expect(acceptTakesPlace(1, 2)).toBe(false);
    expect(acceptTakesPlace(5, 2)).toBe(false);
  });
});
