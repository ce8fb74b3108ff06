import { setTimeout as sleepFor } from 'node:timers/promises';
import type { RateLimiter } from './rate-limiter.ts';

/** The login limits of the config (docs/rate-limits-and-access-matrix.md). */
export interface LoginLimits {
  /** Failed logins for one account from one address in a window (LOGIN_RATE_MAX). */
  loginMax: number;
  /** Longest wait before checking a password for an account failing from elsewhere. */
  loginSlowdownMaxMs: number;
}

/** One address may fail this many times `loginMax`, for any accounts. */
const LOGIN_IP_FACTOR = 5;
/** One account may fail this many times `loginMax`, from all addresses together. */
const LOGIN_ACCOUNT_FACTOR = 10;

export interface LoginCaller {
  /** The username as the contract normalises it (trimmed, upper case). */
  username: string;
  ip: string;
}

/** A login let through; unless its password is accepted it stays counted as a failure. */
export interface LoginAttempt {
  passwordAccepted(): void;
}

const keysOf = ({ username, ip }: LoginCaller) => ({
  pair: `login:pair:${username}|${ip}`,
  ip: `login:ip:${ip}`,
  account: `login:account:${username}`,
});

/**
 * The wait before checking a password: none while the account's failures from other addresses
 * stay within what one address may fail; then growing with each further failure until it
 * reaches `loginSlowdownMaxMs` at twice that.
 */
export function loginSlowdownMs(limits: LoginLimits, failuresElsewhere: number): number {
  const beyond = failuresElsewhere - limits.loginMax;
  if (beyond <= 0) return 0;
  return Math.min(
    limits.loginSlowdownMaxMs,
    (beyond * limits.loginSlowdownMaxMs) / limits.loginMax,
  );
}

/**
 * Lets a login through or answers 429 'too many requests'. Only failures count, per account
 * and address pair (`loginMax`), per address (×5) and per account from all addresses (×10, the
 * ceiling against guessing from many addresses), so strangers' failures never lock the owner
 * out at its own address: they only slow the check down.
 *
 * The attempt is counted at once, as a failure, and taken back when its password is accepted:
 * so parallel guesses cannot overshoot a limit while their passwords are being checked.
 */
export async function admitLogin(
  limiter: RateLimiter,
  limits: LoginLimits,
  caller: LoginCaller,
  sleep: (ms: number) => Promise<unknown> = sleepFor,
): Promise<LoginAttempt> {
  const keys = keysOf(caller);
  const failuresElsewhere = limiter.count(keys.account) - limiter.count(keys.pair);
  limiter.hit([
    { key: keys.pair, max: limits.loginMax },
    { key: keys.ip, max: limits.loginMax * LOGIN_IP_FACTOR },
    { key: keys.account, max: limits.loginMax * LOGIN_ACCOUNT_FACTOR },
  ]);
  const wait = loginSlowdownMs(limits, failuresElsewhere);
  if (wait > 0) await sleep(wait);
  return {
    passwordAccepted() {
      limiter.reset(keys.pair);
      limiter.release(keys.ip);
      limiter.release(keys.account);
    },
  };
}
