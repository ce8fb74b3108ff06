import { AppError } from './app-error.ts';

/**
 * A fixed-window counter per key (an IP, a username, an e-mail). Login and recover access use
 * it with several keys at once, so that neither one address nor one account can be hammered.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowMs: number) {}

  /** Counts one attempt for every key; throws 'too many requests' when one is over `max`. */
  hit(keys: { key: string; max: number }[]): void {
    const now = Date.now();
    if (this.windows.size > 50_000) this.purge(now);
    for (const { key, max } of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
        continue;
      }
      w.count += 1;
      if (w.count > max) throw new AppError('too many requests');
    }
  }

  /** Forgets a key, e.g. a username after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private purge(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
