import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/**
 * argon2id hash of a password (docs/access-and-sessions.md#sessions); the cost comes from config so
 * tests run fast.
 */
export const hashPassword = (password: string, cost: Argon2Cost): Promise<string> =>
  hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
  });

/** True when `password` matches `stored`; a malformed hash counts as no match. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
