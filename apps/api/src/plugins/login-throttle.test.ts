import { describe, expect, it } from 'vitest';
import { admitLogin, loginSlowdownMs, type LoginLimits } from './login-throttle.ts';
import { RateLimiter } from './rate-limiter.ts';

const limits: LoginLimits = { loginMax: 10, loginSlowdownMaxMs: 2000 };
const owner = { username: '12345678Z', ip: '192.0.2.1' };
const from = (ip: string, username = owner.username) => ({ username, ip });

/** A limiter and a record of the waits the throttle asked for, without waiting. */
function throttle() {
  const limiter = new RateLimiter(15 * 60_000);
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const fail = async (caller: { username: string; ip: string }, times = 1) => {
    for (let i = 0; i < times; i++) await admitLogin(limiter, limits, caller, sleep);
  };
  const succeed = async (caller: { username: string; ip: string }) =>
    (await admitLogin(limiter, limits, caller, sleep)).passwordAccepted();
  const admit = (caller: { username: string; ip: string }) =>
    admitLogin(limiter, limits, caller, sleep);
  return { waits, fail, succeed, admit };
}

const refused = expect.objectContaining({ code: 'too many requests' });

describe('login throttle', () => {
  it('lets the owner in at its own address after 10 failures from another one', async () => {
    const t = throttle();
    await t.fail(from('198.51.100.7'), 10);
    await expect(t.admit(from('198.51.100.7'))).rejects.toThrow(refused);
    await expect(t.succeed(owner)).resolves.toBeUndefined();
  });

  it('refuses an account and address pair after 10 failures, the right password included', async () => {
    const t = throttle();
    await t.fail(owner, 10);
    await expect(t.admit(owner)).rejects.toThrow(refused);
  });

  it('counts only failures: a success clears the pair', async () => {
    const t = throttle();
    await t.fail(owner, 9);
    await t.succeed(owner);
    await t.fail(owner, 10);
    await expect(t.admit(owner)).rejects.toThrow(refused);
  });

  it('lets an address log in any number of times when the passwords are right', async () => {
    const t = throttle();
    for (let i = 0; i < 200; i++) await t.succeed(from(owner.ip, `${i}`.padStart(8, '0') + 'A'));
    await t.fail(owner, 10);
    await expect(t.admit(owner)).rejects.toThrow(refused);
  });

  it('refuses an address after 50 failures over any accounts', async () => {
    const t = throttle();
    for (let i = 0; i < 50; i++) await t.fail(from(owner.ip, `usuario${i}`));
    await expect(t.admit(from(owner.ip, 'otro'))).rejects.toThrow(refused);
    await expect(t.succeed(from('192.0.2.2', 'otro'))).resolves.toBeUndefined();
  });

  it('refuses an account everywhere after 100 failures from many addresses', async () => {
    const t = throttle();
    for (let i = 0; i < 100; i++) await t.fail(from(`198.51.100.${i}`));
    await expect(t.admit(owner)).rejects.toThrow(refused);
    await expect(t.succeed(from(owner.ip, 'otro'))).resolves.toBeUndefined();
  });

  it('slows the check down, boundedly, while the account fails from elsewhere', async () => {
    const t = throttle();
    await t.fail(from('198.51.100.1'), 10);
    await t.succeed(owner);
    expect(t.waits).toEqual([]);
    await t.fail(from('198.51.100.2'), 5);
    t.waits.length = 0;
    await t.succeed(owner);
    expect(t.waits).toEqual([1000]);
    await t.fail(from('198.51.100.3'), 10);
    t.waits.length = 0;
    await t.succeed(owner);
    expect(t.waits).toEqual([2000]);
  });

  it('grows the wait with the failures beyond one address worth, up to the bound', () => {
    expect(loginSlowdownMs(limits, 0)).toBe(0);
    expect(loginSlowdownMs(limits, 10)).toBe(0);
    expect(loginSlowdownMs(limits, 11)).toBe(200);
    expect(loginSlowdownMs(limits, 15)).toBe(1000);
    expect(loginSlowdownMs(limits, 20)).toBe(2000);
    expect(loginSlowdownMs(limits, 99)).toBe(2000);
    expect(loginSlowdownMs({ ...limits, loginSlowdownMaxMs: 0 }, 99)).toBe(0);
  });

  it('counts an attempt while its password is being checked, so parallel guesses stop at 10', async () => {
    const t = throttle();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => t.admit(from('198.51.100.9'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});
