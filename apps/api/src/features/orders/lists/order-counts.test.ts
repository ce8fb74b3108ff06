import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaignOrderCounts, orderCounts, orders } from '../../../db/schema/orders.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeUser,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';

/**
 * The kept counts of order_counts (docs/product/requests.md#performance): the triggers on
 * `orders` keep them equal to a count of the orders, whatever a statement writes, and the list's
 * total reads them.
 */

const t = useTestApp();

/** Each (activity, state) of `activityIds` with its orders: counted, and as kept. */
async function bothCounts(activityIds: number[]) {
  const counted = rowsOf<{ activity_id: number; state_id: number; n: number }>(
    await t.db.execute(sql`select activity_id, state_id, count(*)::int as n from orders
      where activity_id in (${sql.join(activityIds, sql`, `)})
      group by 1, 2 order by 1, 2`),
  ).map((row) => ({ activityId: row.activity_id, stateId: row.state_id, n: row.n }));
  const kept = (
    await t.db
      .select({
        activityId: orderCounts.activityId,
        stateId: orderCounts.stateId,
        n: orderCounts.n,
      })
      .from(orderCounts)
      .where(inArray(orderCounts.activityId, activityIds))
      .orderBy(orderCounts.activityId, orderCounts.stateId)
  ).filter((row) => row.n !== 0);
  return { counted, kept };
}

describe('the kept counts of the orders', () => {
  it('follow every insert, state change, move and delete, one row or many at a time', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { supervisorId: gestor.id });
    const visit = await makeActivityWith(t.db, { campaignId: campaign.id });
    const workshop = await makeActivityWith(t.db, { campaignId: campaign.id });
    const activityIds = [visit.id, workshop.id];
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeOrder(t.db, { activityId: visit.id }));
    made.push(await makeOrder(t.db, { activityId: workshop.id, stateId: 2 }));
    let counts = await bothCounts(activityIds);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toEqual([
      { activityId: visit.id, stateId: 1, n: 5 },
      { activityId: workshop.id, stateId: 2, n: 1 },
    ]);

    const [first, second, third] = made;
    if (!first || !second || !third) throw new Error('five orders');
    // A bulk state change, a move to the other activity, an update that changes neither, a delete.
    await t.db
      .update(orders)
      .set({ stateId: 2 })
      .where(inArray(orders.id, [first.id, second.id]));
    await t.db.update(orders).set({ activityId: workshop.id }).where(eq(orders.id, third.id));
    await t.db.update(orders).set({ visitors: 12 }).where(eq(orders.activityId, visit.id));
    await t.db.delete(orders).where(eq(orders.id, second.id));
    counts = await bothCounts(activityIds);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept).toEqual([
      { activityId: visit.id, stateId: 1, n: 2 },
      { activityId: visit.id, stateId: 2, n: 1 },
      { activityId: workshop.id, stateId: 1, n: 1 },
      { activityId: workshop.id, stateId: 2, n: 1 },
    ]);

    // The campaign's counts are the sums of its activities'.
    const byCampaign = await t.db
      .select({ stateId: campaignOrderCounts.stateId, n: campaignOrderCounts.n })
      .from(campaignOrderCounts)
      .where(eq(campaignOrderCounts.campaignId, campaign.id))
      .orderBy(campaignOrderCounts.stateId);
    expect(byCampaign).toEqual([
      { stateId: 1, n: 3 },
      { stateId: 2, n: 2 },
    ]);

    // The gestor's list: its total from the kept counts, by state too.
    const list = (query: string) =>
      t.as(gestor).get(`/api/order/list-minimized/by-filter?_page=0&_pagesize=10${query}`);
    expect((await list('')).json()).toMatchObject({ total: 5 });
    expect((await list('&stateId=2')).json()).toMatchObject({ total: 2 });
    expect((await list(`&stateId=1&activity=${workshop.id}`)).json()).toMatchObject({ total: 1 });
  });

  it('move with an activity to another campaign', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const from = await makeCampaignWith(t.db, { supervisorId: gestor.id });
    const to = await makeCampaignWith(t.db, { supervisorId: gestor.id });
    const visit = await makeActivityWith(t.db, { campaignId: from.id });
    await makeOrder(t.db, { activityId: visit.id });
    await makeOrder(t.db, { activityId: visit.id, stateId: 2 });
    await t.db.update(activities).set({ campaignId: to.id }).where(eq(activities.id, visit.id));
    const kept = await t.db
      .select({ campaignId: campaignOrderCounts.campaignId, n: campaignOrderCounts.n })
      .from(campaignOrderCounts)
      .where(inArray(campaignOrderCounts.campaignId, [from.id, to.id]))
      .orderBy(campaignOrderCounts.campaignId, campaignOrderCounts.stateId);
    expect(kept).toEqual([
      { campaignId: from.id, n: 0 },
      { campaignId: from.id, n: 0 },
      { campaignId: to.id, n: 1 },
      { campaignId: to.id, n: 1 },
    ]);
    const [row] = await t.db
      .select({ campaignId: orderCounts.campaignId })
      .from(orderCounts)
      .where(eq(orderCounts.activityId, visit.id))
      .limit(1);
    expect(row?.campaignId).toBe(to.id);
  });
});
