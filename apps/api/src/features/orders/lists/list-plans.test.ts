import { OrderListQuery } from '@extranet/shared/schemas/order-list';
import { count, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFiles, orders } from '../../../db/schema/orders.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeOrderFile,
  makeUser,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { planWithout } from '../../../../test/query-plan.ts';
import { orderConditions, type ListScope } from './list-filter.ts';
import {
  attachmentPageQuery,
  keptCountQuery,
  orderCountQuery,
  orderPageQuery,
} from './list-queries.ts';
import { pageOf } from './list-service.ts';
import { keptHoursCountQuery } from './order-hours.ts';
import { DEFAULT_TIME_ZONE, setServerTimeZone } from '../../../time/today.ts';

/**
 * The plans of the order lists' queries (docs/product/requests.md#performance): with sequential
 * scans and sorts priced out, each page is found by the index that serves its filter and sort,
 * and none reads the orders by a sequential scan. A plan that still holds one means no index can
 * serve it: the test fails where the list would read the whole orders table.
 */

const t = useTestApp();
let gestorScope: ListScope;
const adminScope: ListScope = { kind: 'managed', organizationId: 1 };
let participantScope: ListScope;

beforeAll(async () => {
  const gestor = await makeUser(t.db, { role: 1 });
  const participant = await makeUser(t.db, { name: 'Pablo' });
  const campaign = await makeCampaignWith(t.db, { supervisorId: gestor.id });
  const activity = await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Visita' });
  const school = await makeEntity(t.db, { name: 'Colegio Público Ería' });
  const order = await makeOrder(t.db, {
    userId: participant.id,
    activityId: activity.id,
    entityId: school.id,
    entityMode: 2,
  });
  await makeOrderFile(t.db, { orderId: order.id });
  gestorScope = { kind: 'managed', organizationId: 1, supervisorId: gestor.id };
  participantScope = { kind: 'own', userId: participant.id };
});

const plan = (query: SQLWrapper) =>
  planWithout(t.db, query.getSQL(), ['enable_seqscan', 'enable_sort']);
const filterOf = (query: Record<string, string>) => OrderListQuery.parse(query);
/** The bench's administrator filter: three whole months. */
const threeMonths = { startDate: '2025-11-01', endDate: '2026-01-31' };

function pagePlan(scope: ListScope, query: Record<string, string>) {
  const filter = filterOf(query);
  const conditions = orderConditions(filter, scope, scope.kind === 'own' ? 'none' : 'applicant');
  return plan(orderPageQuery(t.db, conditions, pageOf(filter)));
}

describe("the order lists' plans", () => {
  it.each([
    ['newest first', { _sort: 'id', _dir: 'desc' }, /Index Only Scan Backward using orders_/],
    ['by activity', { _sort: 'activity', _dir: 'asc' }, /activities_name_lower_idx/],
    ['by applicant', { _sort: 'applicant', _dir: 'asc' }, /users_applicant_sort_idx/],
    ['by entity', { _sort: 'entity', _dir: 'desc' }, /orders_entity_sort_idx/],
  ])("finds a gestor's page %s by its index", async (_name, query, index) => {
    for (const page of ['0', '3']) {
      const text = await pagePlan(gestorScope, { ...query, _page: page });
      expect(text).toMatch(index);
      expect(text).not.toMatch(/Seq Scan on orders/);
    }
  });

  it("walks an administrator's dated page within its hours' ids, and sums its total", async () => {
    const text = await pagePlan(adminScope, threeMonths);
    expect(text).not.toMatch(/Seq Scan on orders/);
    // The bounds are the hours' subqueries' results ($n on PostgreSQL 15, (InitPlan n) later).
    expect(text).toMatch(
      /Scan Backward using orders_\w+ on orders [^\n]*\n\s*Index Cond: \(\(id >= .+ AND \(id <= /,
    );
    const conditions = orderConditions(filterOf(threeMonths), adminScope, 'applicant');
    expect(conditions.kept).toBeUndefined();
    if (!conditions.keptHours) throw new Error('a dated filter of the organization has kept hours');
    const count = await plan(keptHoursCountQuery(t.db, conditions.keptHours));
    expect(count).not.toMatch(/ on orders/);
  });

  it('counts the orders of a dated filter that reads more than the organization and its dates', async () => {
    const queries: [ListScope, Record<string, string>][] = [
      [gestorScope, threeMonths],
      [adminScope, { ...threeMonths, stateId: '2' }],
      [adminScope, { startDate: '2025-11-01' }],
    ];
    for (const [scope, query] of queries) {
      const conditions = orderConditions(filterOf(query), scope, 'applicant');
      expect(conditions.keptHours).toBeUndefined();
      const count = await plan(orderCountQuery(t.db, conditions));
      expect(count).not.toMatch(/Seq Scan on orders/);
    }
  });

  it("counts a dated filter's orders without the page's id bounds", async () => {
    const conditions = orderConditions(filterOf(threeMonths), gestorScope, 'applicant');
    expect(await pagePlan(gestorScope, threeMonths)).toMatch(/order_hour_counts/);
    const total = await plan(orderCountQuery(t.db, conditions));
    expect(total).not.toMatch(/order_hour_counts/);
    expect(total).toMatch(/orders_activity_created_idx|orders_created_at_idx/);
  });

  it.each([
    ['an entity tag', { entity: 'colegio' }, /orders_entity_search_trgm_idx/],
    ["an applicant's name", { name: 'pablo' }, /users_search_text_trgm_idx/],
  ])('finds the orders of %s by its trigrams', async (_name, query, index) => {
    // The filter alone, whole indexes read priced out: on a few rows the planner rightly starts
    // from a gestor's one activity, or reads a whole small index, which says nothing of the filter.
    const conditions = orderConditions(filterOf(query), adminScope, 'applicant');
    expect(conditions.plannedForValues).toBe(true);
    const matching = await planWithout(
      t.db,
      t.db.select({ n: count() }).from(orders).where(conditions.totalWhere).getSQL(),
      ['enable_seqscan', 'enable_sort', 'enable_indexonlyscan'],
    );
    expect(matching).toMatch(index);
    expect(matching).not.toMatch(/Seq Scan on orders/);
    expect(await pagePlan(gestorScope, query)).not.toMatch(/Seq Scan on orders/);
  });

  it('counts the orders when the days of the zone do not start on the hour', () => {
    setServerTimeZone('Asia/Kolkata');
    try {
      const conditions = orderConditions(filterOf(threeMonths), adminScope, 'applicant');
      expect(conditions.keptHours).toBeUndefined();
    } finally {
      setServerTimeZone(DEFAULT_TIME_ZONE);
    }
  });

  it("reads a participant's own list and its count by an index", async () => {
    const text = await pagePlan(participantScope, {});
    expect(text).not.toMatch(/Seq Scan on orders/);
    const count = await plan(
      orderCountQuery(t.db, orderConditions(filterOf({}), participantScope, 'none')),
    );
    expect(count).not.toMatch(/Seq Scan on orders/);
  });

  it('sums the kept counts of a scope, never reading the orders', async () => {
    const queries: Record<string, string>[] = [{}, { stateId: '2' }, { activity: '1,2' }];
    for (const query of queries) {
      const conditions = orderConditions(filterOf(query), gestorScope, 'applicant');
      if (!conditions.kept) throw new Error('a scope-and-state filter has kept counts');
      const text = await plan(keptCountQuery(t.db, conditions.campaignWhere, conditions.kept));
      expect(text).not.toMatch(/ on orders/);
    }
  });

  it('finds a page of attachments without a sequential scan of the orders', async () => {
    const filter = filterOf({});
    const conditions = orderConditions(filter, gestorScope, 'attachment');
    const text = await plan(attachmentPageQuery(t.db, conditions, pageOf(filter, [orderFiles.id])));
    expect(text).not.toMatch(/Seq Scan on orders/);
  });
});
