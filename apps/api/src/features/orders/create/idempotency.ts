import { errorCatalogue, isErrorCode, type ErrorDetails } from '@extranet/shared/errors';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderIdempotencyKeys } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';

// One order per submission (docs/requests-integrity.md#idempotency-of-post-ordercreate): the key
// row is claimed as the first statement of the create's transaction, and the answer is stored
// beside it in the same transaction. A second call with the key waits on the primary key until the
// first ends: committed, it reads the stored answer; rolled back (a failure that stored nothing),
// it runs.

/** How long a key answers for its first call; an older key is claimed again. */
const WINDOW = sql`interval '10 minutes'`;
const expired = lt(orderIdempotencyKeys.createdAt, sql`now() - ${WINDOW}`);

/** The answer a key keeps: the stored reply, or the business refusal (a 409) it gave. */
export type KeptOutcome<T> =
  | { ok: T }
  | { refused: { code: string; fields?: Record<string, string>; details?: ErrorDetails } };

/** Inserts the key, or takes over an expired one; false when a live key holds an answer. */
async function claimKey(tx: Db, userId: number, key: string): Promise<boolean> {
  const rows = await tx
    .insert(orderIdempotencyKeys)
    .values({ userId, key })
    .onConflictDoUpdate({
      target: [orderIdempotencyKeys.userId, orderIdempotencyKeys.key],
      set: { reply: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: orderIdempotencyKeys.key });
  return rows.length > 0;
}

const thisKey = (userId: number, key: string) =>
  and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key));

async function keptOutcome<T>(tx: Db, userId: number, key: string): Promise<KeptOutcome<T>> {
  const [row] = await tx
    .select({ reply: orderIdempotencyKeys.reply })
    .from(orderIdempotencyKeys)
    .where(thisKey(userId, key));
  // The answer is written in the transaction that inserted the key, so a committed key has one.
  if (!row?.reply) throw new Error('idempotency key without its answer');
  return row.reply as KeptOutcome<T>;
}

/**
 * Only the answers that decided something are kept: a stored order (2xx) and a business
 * refusal (409: no places, out of time, prerequisite), which stored nothing but is the same
 * answer a repeat would get. Anything else (400, 404, 5xx) rolls the key back with the rest.
 */
const isKeptRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && errorCatalogue[error.code].status === 409;

/**
 * Runs `work` once for this user and key (call it inside the create's transaction, first):
 * the first call's outcome, kept or replayed. `work` runs under a savepoint, so a refusal kept
 * for replay leaves nothing of what it had started.
 */
export async function onceForKey<T>(
  tx: Db,
  userId: number,
  key: string,
  work: (tx: Db) => Promise<T>,
): Promise<{ replayed: boolean; outcome: KeptOutcome<T> }> {
  if (!(await claimKey(tx, userId, key))) {
    return { replayed: true, outcome: await keptOutcome<T>(tx, userId, key) };
  }
  // The user's other expired keys go now; nothing reads them again.
  await tx
    .delete(orderIdempotencyKeys)
    .where(
      and(eq(orderIdempotencyKeys.userId, userId), ne(orderIdempotencyKeys.key, key), expired),
    );
  let outcome: KeptOutcome<T>;
  try {
    outcome = { ok: await tx.transaction((savepoint) => work(savepoint)) };
  } catch (error) {
    if (!isKeptRefusal(error)) throw error;
    const { code, fields, details } = error;
    outcome = { refused: { code, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
  }
  await tx.update(orderIdempotencyKeys).set({ reply: outcome }).where(thisKey(userId, key));
  return { replayed: false, outcome };
}

/** The outcome as the caller answers it: the reply, or the same refusal thrown again. */
export function answerOf<T>(outcome: KeptOutcome<T>): T {
  if ('ok' in outcome) return outcome.ok;
  const { code, fields, details } = outcome.refused;
  if (!isErrorCode(code)) throw new Error(`idempotency key with an unknown code: ${code}`);
  throw new AppError(code, fields, details);
}
