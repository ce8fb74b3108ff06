import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { orderReportFacts } from '../../db/schema/reports.ts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue.ts';
import { demoUsers, ensureUser } from '../../db/seed/users.ts';
import { useTestApp } from '../../../test/harness.ts';
import { reportFactsState } from './facts-version.ts';
import { writeReportFacts } from './public.ts';

const t = useTestApp();

// docs/product/reporting.md#facts: the demo data starts with the facts of every order.
describe('the demo data', () => {
  it('stores the facts of its orders with them', async () => {
    for (const user of demoUsers) await ensureUser(t.db, user, t.config.argon2);
    await seedDemoCatalogue(t.db, {
      dataDir: t.config.dataDir,
      today: '2026-11-22',
      reportFacts: writeReportFacts,
    });
    expect(await reportFactsState(t.db)).toEqual({ stale: 0, missing: 0 });
    const rows = await t.db
      .select({
        visitors: orderReportFacts.visitors,
        visitType: orderReportFacts.visitType,
        visitHours: orderReportFacts.visitHours,
        planned: orderReportFacts.plannedDate,
        agreed: orders.agreedDate,
        time: orderReportFacts.agreedTime,
      })
      .from(orderReportFacts)
      .innerJoin(orders, eq(orders.id, orderReportFacts.orderId))
      .orderBy(orderReportFacts.orderId);
    expect(
      rows.map(({ visitors, visitType, visitHours }) => [visitors, visitType, visitHours]),
    ).toEqual([
      [28, 'VISITA ESTÁNDAR', 1.5],
      [42, 'VISITA + TALLER', 2.5],
      [25, 'VISITA PUNTO LIMPIO', 1],
    ]);
    for (const row of rows) {
      expect(row.planned).toBe(row.agreed);
      expect(row.time).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});
