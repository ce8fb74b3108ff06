import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarAppointments } from '../db/schema/calendar.ts';
import { entities } from '../db/schema/entities.ts';
import { orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeUser,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();

/** The calendar's row of an order, as the triggers of migration 0020 keep it, item read. */
async function rowOf(orderId: number) {
  const [row] = await t.db
    .select()
    .from(calendarAppointments)
    .where(eq(calendarAppointments.orderId, orderId));
  if (!row) return undefined;
  const [id, activityId, userId, day, hour, endHour, detail] = JSON.parse(row.item) as unknown[];
  expect([id, activityId, userId, day]).toEqual([row.orderId, row.activityId, row.userId, row.day]);
  return { ...row, item: undefined, hour, endHour, detail };
}

describe('the calendar appointments table', () => {
  it('follows the order: accepted with an agreed date, its changes, a state that is no appointment, its removal', async () => {
    const activity = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: true })).id,
    });
    const user = await makeUser(t.db, { name: 'Eva', surname: 'Sol' });
    const order = await makeOrder(t.db, { userId: user.id, activityId: activity.id, stateId: 1 });
    expect(await rowOf(order.id)).toBeUndefined();
    await t.db
      .update(orders)
      .set({ stateId: 2, agreedDate: '2031-03-05', agreedTime: '10:00', agreedEndTime: '12:30' })
      .where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toEqual({
      orderId: order.id,
      activityId: activity.id,
      userId: user.id,
      entityId: null,
      day: '2031-03-05',
      item: undefined,
      hour: '10:00',
      endHour: '12:30',
      detail: 'Eva Sol',
    });
    await t.db.update(orders).set({ agreedTime: '11:00' }).where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toMatchObject({ hour: '11:00' });
    await t.db.update(orders).set({ stateId: 5 }).where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toMatchObject({ day: '2031-03-05' });
    await t.db.update(orders).set({ stateId: 3 }).where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toBeUndefined();
    await t.db.update(orders).set({ stateId: 2 }).where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toMatchObject({ hour: '11:00' });
    await t.db.delete(orders).where(eq(orders.id, order.id));
    expect(await rowOf(order.id)).toBeUndefined();
  });

  it("shows the validated entity's name, else the proposed one's, else the applicant's, and follows renames", async () => {
    const activity = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: true })).id,
    });
    const user = await makeUser(t.db, { name: 'Eva', surname: 'Sol' });
    const entity = await makeEntity(t.db, { name: 'CP La Ería' });
    const agreed = {
      userId: user.id,
      activityId: activity.id,
      stateId: 2,
      agreedDate: '2031-03-05',
    };
    const validated = await makeOrder(t.db, { ...agreed, entityId: entity.id });
    const proposed = await makeOrder(t.db, { ...agreed, entityData: { name: 'AMPA Nueva' } });
    const individual = await makeOrder(t.db, agreed);
    const details = async () =>
      Promise.all([validated, proposed, individual].map(async (o) => (await rowOf(o.id))?.detail));
    expect(await details()).toEqual(['CP La Ería', 'AMPA Nueva', 'Eva Sol']);
    await t.db.update(entities).set({ name: 'CEIP La Ería' }).where(eq(entities.id, entity.id));
    await t.db.update(users).set({ surname: 'Sol Mar' }).where(eq(users.id, user.id));
    expect(await details()).toEqual(['CEIP La Ería', 'AMPA Nueva', 'Eva Sol Mar']);
    await t.db
      .update(orders)
      .set({ entityId: entity.id, entityData: sql`null` })
      .where(eq(orders.id, proposed.id));
    expect(await details()).toEqual(['CEIP La Ería', 'CEIP La Ería', 'Eva Sol Mar']);
  });
});
