import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

/** A limiter on a clock the test moves. */
function limiterAt(windowMs: number, maxKeys?: number) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new RateLimiter(windowMs, maxKeys, () => clock.now) };
}

const tooMany = { name: 'AppError', code: 'too many requests' };

describe('RateLimiter', () => {
  it('counts each key up to its max, then refuses and counts nothing more', () => {
    const { limiter } = limiterAt(1000);
    const keys = [
      { key: 'a', max: 2 },
      { key: 'b', max: 5 },
    ];
    limiter.hit(keys);
    limiter.hit(keys);
    expect(() => limiter.hit(keys)).toThrow(expect.objectContaining(tooMany));
    expect(limiter.count('a')).toBe(2);
    expect(limiter.count('b')).toBe(2);
  });

  it('starts a new window when the old one ends', () => {
    const { clock, limiter } = limiterAt(1000);
    limiter.hit([{ key: 'a', max: 1 }]);
    expect(() => limiter.hit([{ key: 'a', max: 1 }])).toThrow();
    clock.now += 1000;
    expect(limiter.count('a')).toBe(0);
    limiter.hit([{ key: 'a', max: 1 }]);
    expect(limiter.count('a')).toBe(1);
  });

  it('takes one attempt back with release, never below zero, and forgets a key with reset', () => {
    const { limiter } = limiterAt(1000);
    limiter.hit([{ key: 'a', max: 9 }]);
    limiter.hit([{ key: 'a', max: 9 }]);
    limiter.release('a');
    expect(limiter.count('a')).toBe(1);
    limiter.release('a');
    limiter.release('a');
    expect(limiter.count('a')).toBe(0);
    limiter.hit([{ key: 'a', max: 9 }]);
    limiter.reset('a');
    expect(limiter.count('a')).toBe(0);
  });

  it('holds at most maxKeys counters, forgetting ended windows first and then the oldest', () => {
    const { clock, limiter } = limiterAt(1000, 100);
    for (let i = 0; i < 100; i++) limiter.hit([{ key: `old${i}`, max: 9 }]);
    clock.now += 500;
    for (let i = 0; i < 1000; i++) limiter.hit([{ key: `new${i}`, max: 9 }]);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.count('new999')).toBe(1);
    expect(limiter.count('old0')).toBe(0);
    clock.now += 1000;
    limiter.hit([{ key: 'later', max: 9 }]);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});
