import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { orderFiles, orderIdempotencyKeys, orders } from '../../../db/schema/orders.ts';
import { mailOutbox } from '../../../db/schema/users.ts';
import { makeUser, type TestUser } from '../../../../test/factories.ts';
import { useTestApp, type Client } from '../../../../test/harness.ts';
import { sampleFiles } from '../../../../test/multipart.ts';
import {
  makeOpenActivity,
  orderFormBody,
  type OrderFormFields,
} from '../../../../test/order-form.ts';

// docs/requests-integrity.md#idempotency-of-post-ordercreate: the same user and Idempotency-Key
// within ten minutes get the first call's answer, and nothing new is stored.
const t = useTestApp();

const createWithKey = (client: Client, fields: OrderFormFields, key?: string) => {
  const { payload, headers } = orderFormBody(fields);
  const keyHeader: Record<string, string> = key === undefined ? {} : { 'idempotency-key': key };
  return client.post('/api/order/create/', payload, { headers: { ...headers, ...keyHeader } });
};

const ordersOf = (activityId: number) =>
  t.db.select().from(orders).where(eq(orders.activityId, activityId));

const mailsTo = (user: TestUser) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));

describe('POST /api/order/create/ with Idempotency-Key', () => {
  it('stores one order and one mail for two simultaneous calls with one key; both get its reply', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const key = randomUUID();
    const fields = { idActivity: activity.id, idEntity: -1 };
    const [first, second] = await Promise.all([
      createWithKey(t.as(user), fields, key),
      createWithKey(t.as(user), fields, key),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    expect(await ordersOf(activity.id)).toHaveLength(1);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('keeps one order, one file and one folder when six calls with a file share a key', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db, {
      formMetadata: [{ type: 'file', name: 'foto', label: 'Foto del grupo', required: true }],
    });
    const root = join(t.config.dataDir, 'files', 'order');
    const folders = () => (existsSync(root) ? readdirSync(root).length : 0);
    const before = folders();
    const key = randomUUID();
    const { payload, headers } = orderFormBody(
      { idActivity: activity.id, uploadFileNameList: ['foto'] },
      [{ filename: 'grupo.png', content: sampleFiles.png }],
    );
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.as(user).post('/api/order/create/', payload, {
          headers: { ...headers, 'idempotency-key': key },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    const [order] = await ordersOf(activity.id);
    expect(await ordersOf(activity.id)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.orderId, order?.id ?? 0)),
    ).toHaveLength(1);
    expect(await mailsTo(user)).toHaveLength(1);
    // The ids the repeats took for their files leave no folder behind.
    expect(folders()).toBe(before + 1);
  });

  it('answers a repeat after the first has ended with the same reply, storing nothing', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const key = randomUUID();
    const fields = { idActivity: activity.id };
    const first = await createWithKey(t.as(user), fields, key);
    const again = await createWithKey(t.as(user), fields, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await ordersOf(activity.id)).toHaveLength(1);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('treats a key older than ten minutes as new', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const key = randomUUID();
    const fields = { idActivity: activity.id };
    const first = await createWithKey(t.as(user), fields, key);
    await t.db
      .update(orderIdempotencyKeys)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(orderIdempotencyKeys.userId, user.id), eq(orderIdempotencyKeys.key, key)));
    const later = await createWithKey(t.as(user), fields, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().order.id).not.toBe(first.json().order.id);
    expect(await ordersOf(activity.id)).toHaveLength(2);
  });

  it('keeps keys apart per user, and without a key every call is a new request', async () => {
    const [ana, luis] = [await makeUser(t.db), await makeUser(t.db)];
    const activity = await makeOpenActivity(t.db);
    const key = randomUUID();
    const fields = { idActivity: activity.id };
    const replies = [
      await createWithKey(t.as(ana), fields, key),
      await createWithKey(t.as(luis), fields, key),
      await createWithKey(t.as(ana), fields),
      await createWithKey(t.as(ana), fields),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.json().order.id)).size).toBe(4);
    expect(await ordersOf(activity.id)).toHaveLength(4);
  });

  it('replays a places refusal (409) until a new key asks again', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db, { places: 0 });
    const key = randomUUID();
    const refused = await createWithKey(t.as(user), { idActivity: activity.id }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CANCEL', message: messages.orderNoPlaces });
    const forcedSameKey = await createWithKey(
      t.as(user),
      { idActivity: activity.id, force: true },
      key,
    );
    expect(forcedSameKey.statusCode).toBe(409);
    expect(forcedSameKey.body).toBe(refused.body);
    const forced = await createWithKey(
      t.as(user),
      { idActivity: activity.id, force: true },
      randomUUID(),
    );
    expect(forced.statusCode).toBe(200);
    expect(forced.json().order.state.id).toBe(6);
    expect(await ordersOf(activity.id)).toHaveLength(1);
  });

  it('forgets the key of a call that failed otherwise, so a corrected retry runs', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const key = randomUUID();
    const missing = await createWithKey(t.as(user), { idActivity: 2_000_000_000 }, key);
    expect(missing.statusCode).toBe(404);
    const retry = await createWithKey(t.as(user), { idActivity: activity.id }, key);
    expect(retry.statusCode).toBe(200);
    expect(await ordersOf(activity.id)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with a Spanish 400, storing nothing', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const res = await createWithKey(t.as(user), { idActivity: activity.id }, 'doble-clic');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      message: messages.orderIdempotencyKeyInvalid,
    });
    expect(await ordersOf(activity.id)).toHaveLength(0);
  });

  it('answers 401 to an anonymous call with a key', async () => {
    const activity = await makeOpenActivity(t.db);
    const res = await createWithKey(t.anon, { idActivity: activity.id }, randomUUID());
    expect(res.statusCode).toBe(401);
  });
});
