import { AppError } from './app-error.ts';

/** Counters kept at most; past it the oldest are forgotten (docs/rate-limits-and-access-matrix.md). */
const MAX_KEYS = 100_000;

/**
 * Fixed-window counters per key (an IP, an account, an e-mail, or a pair of them), in memory
 * (docs/decisions.md: each process counts alone). Login and recover access use several keys at
 * once, so that neither one address nor one account can be hammered; the rules that choose the
 * keys and their limits are in `login-throttle.ts` and the recover service.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The attempts counted for `key` in its current window. */
  count(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }

  /**
   * Counts one attempt for every key, unless one of them has already reached its `max`: then
   * nothing is counted and 'too many requests' is thrown, so a refused call never adds up.
   */
  hit(keys: { key: string; max: number }[]): void {
    if (keys.some(({ key, max }) => this.count(key) >= max))
      throw new AppError('too many requests');
    const now = this.now();
    for (const { key } of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now) w.count += 1;
      else this.insert(key, now);
    }
  }

  /** Takes one attempt back, e.g. a login whose password turned out right. */
  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  /** Forgets a key, e.g. an account and address pair after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** How many keys are held: bounded by `maxKeys`. */
  get size(): number {
    return this.windows.size;
  }

  private insert(key: string, now: number): void {
    // A key whose window ended is dropped and inserted again, so the map stays in the order of
    // window starts and the first entries are the oldest.
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.evict(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /**
   * Drops the windows that ended, and the oldest ones until a tenth of the room is free, so a
   * flood of new keys pays this once per tenth. The map is in the order of window starts, so
   * both are at its front.
   */
  private evict(now: number): void {
    const target = this.maxKeys - Math.ceil(this.maxKeys / 10);
    for (const [key, w] of this.windows) {
      if (w.resetAt > now && this.windows.size <= target) break;
      this.windows.delete(key);
    }
  }
}
