import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { orders } from '../../../db/schema/orders.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';

/**
 * The organizations' kept hours (order_hour_counts, docs/product/requests.md#performance): the
 * triggers keep each hour's count equal to a count of its orders and its id bounds around them,
 * and a dated list reads them for its total and for the stretch of ids it walks, right even when
 * ids do not follow the request dates.
 */

const t = useTestApp();

interface HourRow {
  organization_id: number;
  hour: string;
  n: number;
  min_id: number;
  max_id: number;
}

/** The organizations' hours: counted from the orders, and as kept (hours left at 0 aside). */
async function bothHours(organizationIds: number[]) {
  const list = sql.join(organizationIds, sql`, `);
  const counted = rowsOf<HourRow>(
    await t.db.execute(sql`select c.organization_id,
        to_char(order_hour(o.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24') as hour,
        count(*)::int as n, min(o.id) as min_id, max(o.id) as max_id
      from orders o join activities a on a.id = o.activity_id
        join campaigns c on c.id = a.campaign_id
      where c.organization_id in (${list}) group by 1, 2 order by 1, 2`),
  );
  const kept = rowsOf<HourRow>(
    await t.db.execute(sql`select organization_id,
        to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, n, min_id, max_id
      from order_hour_counts where organization_id in (${list}) and n <> 0 order by 1, 2`),
  );
  return { counted, kept };
}

const at = (iso: string) => new Date(iso);

describe("the organizations' kept hours", () => {
  it('follow inserts, date changes, deletes and an activity moved to another organization', async () => {
    const other = await makeOrganization(t.db);
    const campaign = await makeCampaignWith(t.db);
    const elsewhere = await makeCampaignWith(t.db, { organizationId: other.id });
    const visit = await makeActivityWith(t.db, { campaignId: campaign.id });
    const workshop = await makeActivityWith(t.db, { campaignId: campaign.id });
    const made = [];
    for (const [activityId, iso] of [
      [visit.id, '2026-03-02T09:05:00Z'],
      [visit.id, '2026-03-02T09:55:00Z'],
      [workshop.id, '2026-03-02T10:00:00Z'],
      [workshop.id, '2026-03-03T17:30:00Z'],
    ] as const) {
      made.push(await makeOrder(t.db, { activityId, createdAt: at(iso) }));
    }
    const [first, second, third, fourth] = made;
    if (!first || !second || !third || !fourth) throw new Error('four orders');
    let hours = await bothHours([1, other.id]);
    expect(hours.kept).toEqual(hours.counted);
    expect(hours.kept.filter((h) => h.hour.startsWith('2026-03-0'))).toHaveLength(3);

    await t.db
      .update(orders)
      .set({ createdAt: at('2026-03-04T08:00:00Z') })
      .where(eq(orders.id, second.id));
    await t.db.delete(orders).where(eq(orders.id, third.id));
    await t.db
      .update(activities)
      .set({ campaignId: elsewhere.id })
      .where(eq(activities.id, workshop.id));
    hours = await bothHours([1, other.id]);
    // The counts are exact; the bounds may be wider than the ids left, never narrower.
    const countsOf = (rows: HourRow[]) =>
      rows.map(({ organization_id, hour, n }) => [organization_id, hour, n]);
    expect(countsOf(hours.kept)).toEqual(countsOf(hours.counted));
    for (const kept of hours.kept) {
      const counted = hours.counted.find(
        (c) => c.organization_id === kept.organization_id && c.hour === kept.hour,
      );
      expect(kept.min_id).toBeLessThanOrEqual(counted?.min_id ?? -1);
      expect(kept.max_id).toBeGreaterThanOrEqual(counted?.max_id ?? Infinity);
    }
    expect(hours.kept.find((h) => h.organization_id === other.id)).toMatchObject({
      hour: '2026-03-03 17',
      n: 1,
      min_id: fourth.id,
      max_id: fourth.id,
    });
  });

  it("give an administrator's dated list its total and its rows, ids out of date order too", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db);
    const visit = await makeActivityWith(t.db, { campaignId: campaign.id });
    // Ids rising while the dates go back: the newest id is the oldest request.
    const inside = [];
    for (const iso of ['2025-12-20T10:00:00Z', '2025-11-15T10:00:00Z', '2025-10-31T23:30:00Z']) {
      inside.push(await makeOrder(t.db, { activityId: visit.id, createdAt: at(iso) }));
    }
    // Just outside, in Madrid: 31 October at 23:59 and 1 January at 00:00.
    const outside = [
      await makeOrder(t.db, { activityId: visit.id, createdAt: at('2025-10-31T22:59:00Z') }),
      await makeOrder(t.db, { activityId: visit.id, createdAt: at('2025-12-31T23:00:00Z') }),
    ];
    const res = await t
      .as(admin)
      .get(
        '/api/order/list-minimized/by-filter?_page=0&_pagesize=2&startDate=2025-11-01&endDate=2025-12-31',
      );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ total: number; items: { id: number }[] }>();
    const insideIds = inside.map((o) => o.id).sort((a, b) => b - a);
    expect(body.total).toBe(3);
    expect(body.items.map((i) => i.id)).toEqual(insideIds.slice(0, 2));
    const next = await t
      .as(admin)
      .get(
        '/api/order/list-minimized/by-filter?_page=1&_pagesize=2&startDate=2025-11-01&endDate=2025-12-31',
      );
    expect(next.json<{ items: { id: number }[] }>().items.map((i) => i.id)).toEqual(
      insideIds.slice(2),
    );
    expect(outside.map((o) => o.id)).not.toContain(body.items[0]?.id);

    // A gestor's dated list walks the same bounds, and counts its own orders.
    const gestor = await makeUser(t.db, { role: 1 });
    const own = await makeCampaignWith(t.db, { supervisorId: gestor.id });
    const talk = await makeActivityWith(t.db, { campaignId: own.id });
    const mine = await makeOrder(t.db, {
      activityId: talk.id,
      createdAt: at('2025-11-20T10:00:00Z'),
    });
    const gestorRes = await t
      .as(gestor)
      .get(
        '/api/order/list-minimized/by-filter?_page=0&_pagesize=10&startDate=2025-11-01&endDate=2025-12-31',
      );
    expect(gestorRes.json()).toMatchObject({ total: 1, items: [{ id: mine.id }] });
    await t.db.delete(orders).where(inArray(orders.id, [mine.id]));
  });
});
