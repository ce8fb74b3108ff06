import { OrderPage } from '@extranet/shared/schemas/order-list';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { zodSerialized } from '../../../test/zod-serialized.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { orders } from '../../db/schema/orders.ts';
import { selectSummaries } from './summary-query.ts';
import { summaryReply } from './summary-reply.ts';

const t = useTestApp();

/** Texts JSON escapes: quotes, backslashes, control characters, accents, an emoji. */
const awkward = 'Ría "A" \\ b\u0001\u001f\t\n\r/ ñ 😀 <x>';

describe('the OrderSummary reply, written by the database and presented in JavaScript (summaryReply)', () => {
  it('is byte for byte the text the zod serializer writes of the presented rows', async () => {
    const supervisor = await makeUser(t.db, { role: 1, name: awkward });
    const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id, name: awkward });
    const orphan = await makeCampaignWith(t.db, { name: '=SUMA(A1)' });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, name: awkward });
    const other = await makeActivityWith(t.db, { campaignId: orphan.id, name: 'Taller' });
    const applicant = await makeUser(t.db, { name: awkward, surname: ' ' });
    const entity = await makeEntity(t.db, { name: awkward });
    const first = await makeOrder(t.db, {
      userId: applicant.id,
      activityId: activity.id,
      entityId: entity.id,
    });
    const second = await makeOrder(t.db, {
      userId: applicant.id,
      activityId: other.id,
      stateId: 4,
      entityMode: 2,
      entityData: { name: awkward },
    });
    const third = await makeOrder(t.db, {
      userId: applicant.id,
      activityId: other.id,
      entityData: {},
    });
    // Microseconds a JavaScript Date truncates, and a date before 1970.
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2026-03-01 23:30:00.987654+00'::timestamptz` })
      .where(eq(orders.id, first.id));
    await t.db
      .update(orders)
      .set({ createdAt: sql`'1969-12-31 23:59:59.0005+01'::timestamptz` })
      .where(eq(orders.id, second.id));
    const admin = await makeUser(t.db, { role: 2 });

    const res = await t.as(admin).get('/api/order/list-minimized/by-filter?_pagesize=5000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = await selectSummaries(t.db)
      .where(eq(campaigns.organizationId, admin.organizationId))
      .orderBy(desc(orders.id));
    const items = rows.map((row) => summaryReply.present(row));
    expect(res.body).toBe(zodSerialized(OrderPage, { items, total: rows.length }));
    const page = (res.json() as OrderPage).items;
    expect(page.slice(0, 3)).toMatchObject([
      { id: third.id, entityId: null, entityName: null },
      {
        id: second.id,
        date: '1969-12-31T22:59:59.000Z',
        state: { id: 4 },
        campaignName: '=SUMA(A1)',
        entityId: null,
        entityName: awkward,
        supervisorId: null,
      },
      {
        id: first.id,
        date: '2026-03-01T23:30:00.987Z',
        state: { id: 1 },
        activityName: awkward,
        campaignId: campaign.id,
        userId: applicant.id,
        userName: awkward,
        entityId: entity.id,
        entityName: awkward,
        supervisorId: supervisor.id,
      },
    ]);
  });

  it('answers an empty page as an empty array, and total null after page 0', async () => {
    const nobody = await makeUser(t.db, { role: 0 });
    const first = await t.as(nobody).get('/api/order/list-minimized/by-filter');
    expect(first.body).toBe('{"items":[],"total":0}');
    const later = await t.as(nobody).get('/api/order/list-minimized/by-filter?_page=3');
    expect(later.body).toBe('{"items":[],"total":null}');
  });
});
