import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedSnapshot } from '../../test/snapshot.ts';
import { rethrowAsConflict } from './constraint-conflicts.ts';
import { openDatabase, rowsOf, type Database } from './client.ts';
import { users } from './schema/users.ts';
import { seedReferenceData } from './seed/reference.ts';

describe('the embedded store in its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ thread: true });
    await database.migrate();
    await seedReferenceData(database.db);
  });
  afterAll(() => database.close());

  it('answers Drizzle queries with the same values as in this thread', async () => {
    const [council] = await database.db
      .execute(
        sql`select id, value, now()::date as today, interval '90 minutes' as span,
        '{"a":[1]}'::jsonb as doc, 5::bigint as big from councils where id = ${1}`,
      )
      .then((r) => rowsOf<Record<string, unknown>>(r));
    expect(council).toMatchObject({ id: 1, doc: { a: [1] }, span: '01:30:00' });
    // Dates stay text, as Drizzle's own parsers leave them.
    expect(council?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a date as text only for a query that asks so', async () => {
    const thread = database.pgliteThread;
    if (!thread) throw new Error('the store runs in this thread');
    const text = `select '2026-11-23'::date as day, '2026-11-23 10:30'::timestamp as at`;
    // Drizzle's set of types read as text, as its first query has already written it.
    const drizzleTypes = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
    const asText = Object.fromEntries(drizzleTypes.map((type) => [type, (v: string) => v]));
    const [drizzle] = (await thread.query(text, [], { parsers: asText })).rows;
    expect(drizzle).toEqual({ day: '2026-11-23', at: '2026-11-23 10:30:00' });

    const [parsed] = (await thread.query<{ day: unknown; at: unknown }>(text)).rows;
    expect(parsed?.day).toBeInstanceOf(Date);
    expect(parsed?.at).toBeInstanceOf(Date);

    const [onlyDay] = (await thread.query(text, [], { parsers: { 1082: (v: string) => v } }))
      .rows as { day: unknown; at: unknown }[];
    expect(onlyDay?.day).toBe('2026-11-23');
    expect(onlyDay?.at).toBeInstanceOf(Date);

    const [executed] = ((await thread.exec(text))[0]?.rows ?? []) as { day: unknown }[];
    expect(executed?.day).toBeInstanceOf(Date);

    const [again] = (await thread.query(text, [], { parsers: asText })).rows;
    expect(again).toEqual(drizzle);
  });

  it('commits a transaction, and rolls one back when its function throws', async () => {
    await database.db.execute(sql`create table thread_t (n int primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (1)`);
      await tx.transaction(async (inner) => inner.execute(sql`insert into thread_t values (2)`));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (3)`);
        throw new Error('se deshace');
      }),
    ).rejects.toThrow('se deshace');
    const rows = rowsOf<{ n: number }>(
      await database.db.execute(sql`select n from thread_t order by n`),
    );
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('runs other queries after an open transaction, never inside it', async () => {
    await database.db.execute(sql`create table thread_order (step text)`);
    const thread = database.pgliteThread;
    if (!thread) throw new Error('the store runs in this thread');
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_order values ('dentro')`);
      // Sent to the thread at once, before the count below (a Drizzle query would only be sent
      // when awaited, after the transaction): run inside it, it would be counted.
      outside = thread.query(`insert into thread_order values ('fuera')`);
      const seen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from thread_order`),
      );
      expect(seen[0]?.n).toBe(1);
    });
    await outside;
    const rows = rowsOf<{ step: string }>(
      await database.db.execute(sql`select step from thread_order`),
    );
    expect(rows.map((r) => r.step)).toEqual(['dentro', 'fuera']);
  });

  it('hands PostgreSQL errors over with their code and constraint', async () => {
    const user = {
      username: '12345678Z',
      passwordHash: 'x',
      name: 'Ana',
      surname: 'Pérez',
      email: 'ana@example.es',
      councilId: 1,
      organizationId: 1,
    };
    await database.db.insert(users).values(user);
    const error = await database.db
      .insert(users)
      .values({ ...user, email: 'otra@example.es' })
      .catch((err: unknown) => err);
    expect(() => rethrowAsConflict(error)).toThrow('username already exists');
  });

  // Opens a second store in a thread of its own: seconds, many more on a busy machine.
  it('refuses a query once closed', { timeout: 60_000 }, async () => {
    const other = await openDatabase({ thread: true, loadDataDir: migratedSnapshot() });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
