import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/orders.ts';
import { makeUser, type TestUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { createOrderAs, datedRequestForm, makeOpenActivity } from '../../../../test/order-form.ts';

// docs/product/requests.md#places: the activity row is locked before its places are counted, so
// that concurrent requests never take more places than exist. These run on PGlite (one connection)
// and, in CI, on PostgreSQL 15 with a real pool, where the lock is what keeps the count right.
const t = useTestApp();

async function applicants(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await makeUser(t.db));
  return users;
}

const statesOf = async (activityId: number) =>
  (await t.db.select().from(orders).where(eq(orders.activityId, activityId))).map((o) => o.stateId);

const tally = (values: (string | number)[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

// docs/product/requests.md#places. Hundreds of whole requests at once: 2-3 s on a quiet machine,
// past the usual limit on a busy one; a lost lock still shows as a wrong count, a deadlock as this
// limit.
describe('places under concurrent requests', { timeout: 120_000 }, () => {
  it('lets exactly 10 of 200 simultaneous requests take the 10 places; the rest get CANCEL', async () => {
    const users = await applicants(20);
    const activity = await makeOpenActivity(t.db, { places: 10 });
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createOrderAs(t.as(users[i % users.length] as TestUser), {
          idActivity: activity.id,
          idEntity: -1,
        }),
      ),
    );
    const elapsed = performance.now() - started;
    console.log(`200 simultaneous requests: ${elapsed.toFixed(0)} ms`);
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 200: 10, 409: 190 });
    const refused = replies.filter((r) => r.statusCode === 409).map((r) => r.json().error);
    expect(new Set(refused)).toEqual(new Set(['CANCEL']));
    expect(tally(await statesOf(activity.id))).toEqual({ 1: 10 });
  });

  it('puts the forced requests beyond the places on the waiting list, losing none', async () => {
    const users = await applicants(20);
    const activity = await makeOpenActivity(t.db, { places: 10 });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createOrderAs(t.as(users[i % users.length] as TestUser), {
          idActivity: activity.id,
          force: true,
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 200: 200 });
    expect(tally(replies.map((r) => r.json().result))).toEqual({
      OK: 10,
      'Places exceeded': 190,
    });
    expect(tally(await statesOf(activity.id))).toEqual({ 1: 10, 6: 190 });
    const ids = replies.map((r) => r.json().order.id as number);
    expect(new Set(ids).size).toBe(200);
    const waiting = await t.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.stateId, 6)));
    expect(waiting).toHaveLength(190);
  });

  it('keeps at most 100 visitors on a date when 50 groups of 10 ask at once', async () => {
    const users = await applicants(10);
    const activity = await makeOpenActivity(t.db, {
      places: 100,
      formMetadata: datedRequestForm,
      hasDateAndVisitType: true,
    });
    const userData = { centro: 'CP', visitantes: 10, fecha: '2030-06-01', tipo: 'VISITA ESTÁNDAR' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createOrderAs(t.as(users[i % users.length] as TestUser), {
          idActivity: activity.id,
          userData,
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 200: 10, 409: 40 });
    for (const reply of replies.filter((r) => r.statusCode === 409)) {
      expect(reply.json()).toMatchObject({
        error: 'CANCEL Full Activity',
        remaining: 0,
        requested: 10,
      });
    }
    const held = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.activityId, activity.id), eq(orders.requestedDate, '2030-06-01')));
    expect(held.reduce((sum, o) => sum + (o.visitors ?? 0), 0)).toBe(100);
  });
});
