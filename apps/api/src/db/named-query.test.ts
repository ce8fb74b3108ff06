import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client.ts';
import { queryNamed } from './named-query.ts';

describe('named statements on the embedded store in its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ thread: true });
    await database.db.execute(sql`create table notes (id serial primary key, body text)`);
  });
  afterAll(() => database.close());

  const echo = (value: unknown) =>
    sql`select ${value}::text as value, ${7}::int + 1 as n, ${true}::boolean as yes`;

  it('prepares a text once and runs it with each call’s values, awkward texts intact', async () => {
    for (const value of ["O'Brien", 'barra \\ y comillas "', 'línea\nsegunda', null, '']) {
      const [row] = await queryNamed<{ value: string | null; n: number; yes: boolean }>(
        database.db,
        echo(value),
      );
      expect(row).toEqual({ value, n: 8, yes: true });
    }
    const prepared = await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements`,
    );
    expect(rowsOf<{ n: number }>(prepared)[0]?.n).toBe(1);
  });

  it('runs a query inside a transaction in that transaction', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('sin confirmar')`);
        const rows = await queryNamed<{ n: number }>(
          tx,
          sql`select count(*)::int as n from notes where body = ${'sin confirmar'}`,
        );
        expect(rows).toEqual([{ n: 1 }]);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || !/rollback/i.test(err.message)) throw err;
      });
  });
});
