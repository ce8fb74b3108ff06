import { User } from '@extranet/shared/schemas/user';
import { UserPage } from '@extranet/shared/schemas/user-admin';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeOrganization, makeUser } from '../../test/factories.ts';
import { expectExactReply } from '../../test/exact-reply.ts';
import { useTestApp } from '../../test/harness.ts';
import { zodSerialized } from '../../test/zod-serialized.ts';
import { jsonArrayOf } from '../db/json-text.ts';
import { users } from '../db/schema/users.ts';
import { userReply } from './user-reply.ts';
import { selectUserReplies } from './users.ts';

const t = useTestApp();

/** Texts JSON escapes: quotes, backslashes, control characters, accents, an emoji. */
const awkward = 'Ría "A" \\ b\u0001\u001f\t\n\r/ ñ 😀 <x>';

/**
 * The users of `ids` by id, both ways: as the database writes the page's JSON text, and as the
 * routes' zod serializer writes the replies JavaScript presents from the same rows.
 */
async function bothWays(ids: number[]) {
  const where = inArray(users.id, ids);
  const rows = selectUserReplies(t.db).where(where).orderBy(users.id).as('page_rows');
  const [page] = await t.db.select({ items: jsonArrayOf(userReply.json(rows)) }).from(rows);
  const presented = (await selectUserReplies(t.db).where(where).orderBy(users.id)).map((row) =>
    userReply.present(row),
  );
  return { json: page?.items ?? '[]', serialized: zodSerialized(z.array(User), presented) };
}

describe('the User reply, written by the database and presented in JavaScript (userReply)', () => {
  it('is byte for byte the text the zod serializer writes of the presented rows, in order', async () => {
    const organization = await makeOrganization(t.db, `${awkward} organización`);
    const plain = await makeUser(t.db);
    const odd = await makeUser(t.db, {
      name: awkward,
      surname: `${awkward} apellido`,
      councilId: null,
      role: 3,
      organizationId: organization.id,
      disabled: true,
      rgpdAgreed: false,
      mustChangePassword: true,
    });
    // Microseconds that Date keeps as milliseconds (truncated), a date far from today, the
    // last instant of a day and of a year: both sides must write the same ISO text.
    await t.db.execute(sql`update users set
      last_login = '2026-03-29 01:59:59.999999+00', phone = ${awkward}, address = '=1+1',
      city = 'Xixón', province = '', postal_code = '33201', linked_activity_id = 42
      where id = ${odd.id}`);
    await t.db.execute(
      sql`update users set last_login = '1999-12-31 23:59:59.0005+00' where id = ${plain.id}`,
    );

    const { json, serialized } = await bothWays([plain.id, odd.id]);
    expect(json).toBe(serialized);
    const parsed = JSON.parse(json) as unknown[];
    expect(parsed).toHaveLength(2);
    expect(parsed[1]).toMatchObject({
      name: awkward,
      council: null,
      organization: { id: organization.id, name: `${awkward} organización` },
      lastLogin: '2026-03-29T01:59:59.999Z',
      linkedActivityId: 42,
      hasRGPDAgreed: false,
    });
    expect(parsed[0]).toMatchObject({ lastLogin: '1999-12-31T23:59:59.000Z' });
  });

  it('writes a user who never logged in with a null lastLogin, and no users as []', async () => {
    const fresh = await makeUser(t.db);
    const { json, serialized } = await bothWays([fresh.id]);
    expect(json).toBe(serialized);
    expect(JSON.parse(json)).toMatchObject([{ lastLogin: null }]);
    expect((await bothWays([-1])).json).toBe('[]');
  });

  it('answers the admin list exactly as its schema, with a JSON content type', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    await makeUser(t.db, { name: awkward });
    const res = await t
      .as(admin)
      .get(`/api/user/list/for-user-organization/?text=${encodeURIComponent('ría "a"')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expectExactReply(UserPage, body);
    expect(body.total).toBeGreaterThanOrEqual(1);
  });
});
