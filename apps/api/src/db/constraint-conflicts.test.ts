import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/app-error.ts';
import { makeCampaign, makeOrder, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import type { Db } from './client.ts';
import { rethrowAsConflict } from './constraint-conflicts.ts';
import { users, type NewUserRow } from './schema/users.ts';

const t = useTestApp();

const insertUser = (db: Db, values: NewUserRow) => db.insert(users).values(values);
const deleteUserRow = (db: Db, id: number) => db.delete(users).where(eq(users.id, id));

/** The error code a real constraint violation of this store is mapped to. */
async function conflictOf(write: Promise<unknown>): Promise<string> {
  try {
    await write.catch(rethrowAsConflict);
  } catch (err) {
    return err instanceof AppError ? err.code : `not an AppError: ${String(err)}`;
  }
  return 'no error';
}

// What a request that lost a race meets: the store's own violation, mapped to the documented key.
describe('rethrowAsConflict on real violations of this store', () => {
  it('maps a duplicate login to username already exists', async () => {
    const user = await makeUser(t.db);
    const write = insertUser(t.db, {
      username: user.username,
      passwordHash: 'x',
      organizationId: 1,
    });
    expect(await conflictOf(write)).toBe('username already exists');
  });

  it('maps a duplicate e-mail, in any case, to mail already exists', async () => {
    const user = await makeUser(t.db);
    const write = insertUser(t.db, {
      username: '00000023T',
      passwordHash: 'x',
      organizationId: 1,
      email: user.email.toUpperCase(),
    });
    expect(await conflictOf(write)).toBe('mail already exists');
  });

  it('maps the foreign keys that keep a user to user have orders / user have campaigns', async () => {
    const order = await makeOrder(t.db);
    expect(await conflictOf(deleteUserRow(t.db, order.userId))).toBe('user have orders');
    const supervisor = await makeUser(t.db, { role: 1 });
    await makeCampaign(t.db, { supervisorId: supervisor.id });
    expect(await conflictOf(deleteUserRow(t.db, supervisor.id))).toBe('user have campaigns');
  });

  it('rethrows anything else untouched', async () => {
    const boom = new Error('boom');
    expect(() => rethrowAsConflict(boom)).toThrow(boom);
  });
});
