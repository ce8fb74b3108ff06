import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/orders.ts';
import { makeCampaignWith, makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { datedRequestForm, makeOpenActivity } from '../../../../test/order-form.ts';

// docs/requests-integrity.md#places-on-a-managers-accept: accepting an order that holds no
// place counts it as a new request would be; short, the call answers 409 unless it forces.
const t = useTestApp();

const DATE = '2030-06-01';

/** A supervisor and an activity of its campaign. */
async function managedActivity(options: { places: number; dated?: boolean }) {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    places: options.places,
    ...(options.dated ? { formMetadata: datedRequestForm, hasDateAndVisitType: true } : {}),
  });
  return { supervisor, activity };
}

const statesOf = async (ids: number[]) =>
  (await t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id)).map(
    (o) => o.stateId,
  );

const update = (user: { id: number }, orderId: number, body: object) =>
  t.as(user).post(`/api/order/${orderId}/update/`, body);

const changeStates = (user: { id: number }, body: object) =>
  t.as(user).post('/api/order/change-states', body);

describe('accepting an order that holds no place', () => {
  it('answers 409 on a full date (108 of 108, then +40 visitors), and 200 with force', async () => {
    const { supervisor, activity } = await managedActivity({ places: 108, dated: true });
    const onDate = { activityId: activity.id, requestedDate: DATE };
    await makeOrder(t.db, { ...onDate, stateId: 2, visitors: 60 });
    await makeOrder(t.db, { ...onDate, stateId: 1, visitors: 48 });
    const waiting = await makeOrder(t.db, { ...onDate, stateId: 6, visitors: 40 });

    const refused = await update(supervisor, waiting.id, { idState: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'places exceeded',
      message: 'No hay plazas suficientes: quedan 0 plazas y la solicitud pide 40.',
      remaining: 0,
      requested: 40,
    });
    expect(await statesOf([waiting.id])).toEqual([6]);

    const forced = await update(supervisor, waiting.id, { idState: 2, force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().state).toEqual({ id: 2, value: 'Aceptada' });
  });

  it('accepts a rejected order while places remain, and counts a plain activity per order', async () => {
    const { supervisor, activity } = await managedActivity({ places: 2 });
    await makeOrder(t.db, { activityId: activity.id, stateId: 1 });
    const rejected = await makeOrder(t.db, { activityId: activity.id, stateId: 3 });
    const cancelled = await makeOrder(t.db, { activityId: activity.id, stateId: 4 });
    expect((await update(supervisor, rejected.id, { idState: 2 })).statusCode).toBe(200);
    const full = await update(supervisor, cancelled.id, { idState: 2 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: 'places exceeded',
      message: 'No hay plazas suficientes: quedan 0 plazas y la solicitud pide 1.',
    });
  });

  it('does not count again an order that already holds a place (pending or done)', async () => {
    const { supervisor, activity } = await managedActivity({ places: 1 });
    const pending = await makeOrder(t.db, { activityId: activity.id, stateId: 1 });
    const done = await makeOrder(t.db, { activityId: activity.id, stateId: 5 });
    expect((await update(supervisor, pending.id, { idState: 2 })).statusCode).toBe(200);
    const bulk = await changeStates(supervisor, { idState: 2, orderList: [done.id] });
    expect(bulk.statusCode).toBe(200);
    expect(await statesOf([pending.id, done.id])).toEqual([2, 2]);
  });

  it('counts with the date the same update moves the order to', async () => {
    const { supervisor, activity } = await managedActivity({ places: 50, dated: true });
    await makeOrder(t.db, {
      activityId: activity.id,
      requestedDate: DATE,
      stateId: 2,
      visitors: 50,
    });
    const waiting = await makeOrder(t.db, {
      activityId: activity.id,
      requestedDate: '2030-06-02',
      visitors: 10,
      stateId: 6,
      userData: [{ name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2030-06-02' }],
    });
    const moved = await update(supervisor, waiting.id, {
      idState: 2,
      userData: { centro: 'CP', visitantes: 10, fecha: DATE, tipo: 'VISITA ESTÁNDAR' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ remaining: 0, requested: 10 });
  });

  it('changes nothing in a bulk change when some orders lack places, and names them', async () => {
    const { supervisor, activity } = await managedActivity({ places: 3 });
    await makeOrder(t.db, { activityId: activity.id, stateId: 2 });
    const pending = await makeOrder(t.db, { activityId: activity.id, stateId: 1 });
    const waiting = [];
    for (let i = 0; i < 3; i++) {
      waiting.push(await makeOrder(t.db, { activityId: activity.id, stateId: 6 }));
    }
    const [a, b, c] = waiting.map((o) => o.id) as [number, number, number];
    const ids = [pending.id, a, b, c];

    const refused = await changeStates(supervisor, { idState: 2, orderList: ids });
    expect(refused.statusCode).toBe(409);
    // The pending order holds its place already; the first waiting one takes the last place.
    expect(refused.json()).toEqual({
      error: 'places exceeded',
      message: `No hay plazas suficientes para las solicitudes ${b} y ${c}.`,
      orderIds: [b, c],
    });
    expect(await statesOf(ids)).toEqual([1, 6, 6, 6]);

    const one = await changeStates(supervisor, { idState: 2, orderList: [a, b] });
    expect(one.json()).toMatchObject({ orderId: b, orderIds: [b], remaining: 0, requested: 1 });
    expect(one.json().message).toBe(
      `Solicitud ${b}: No hay plazas suficientes: quedan 0 plazas y la solicitud pide 1.`,
    );

    expect(await statesOf([a, b])).toEqual([6, 6]);

    const forced = await changeStates(supervisor, { idState: 2, orderList: ids, force: true });
    expect(forced.statusCode).toBe(200);
    expect(await statesOf(ids)).toEqual([2, 2, 2, 2]);
  });

  it('lets exactly three of ten simultaneous accepts take the three places left', async () => {
    const { supervisor, activity } = await managedActivity({ places: 4 });
    const admin = await makeUser(t.db, { role: 2 });
    await makeOrder(t.db, { activityId: activity.id, stateId: 2 });
    const waiting = [];
    for (let i = 0; i < 10; i++) {
      waiting.push(await makeOrder(t.db, { activityId: activity.id, stateId: 6 }));
    }
    // Two managers at once, through both calls.
    const replies = await Promise.all(
      waiting.map((order, i) =>
        i % 2 === 0
          ? update(supervisor, order.id, { idState: 2 })
          : changeStates(admin, { idState: 2, orderList: [order.id] }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const states = await statesOf(waiting.map((order) => order.id));
    expect(states.filter((state) => state === 2)).toHaveLength(3);
  });
});
