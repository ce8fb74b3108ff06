import { ReportFilterQuery } from '@extranet/shared/reports/filter';
import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { Role } from '@extranet/shared/roles';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { planWithout, planWithoutSeqScan } from '../../../../test/query-plan.ts';
import { makeReportFixture, type ReportFixture } from '../../../../test/report-fixture.ts';
import { today } from '../../../time/today.ts';
import { listReports } from '../list-registry.ts';
import { sortOf } from '../list-runner.ts';
import { nameRuleCondition } from '../filter-conditions.ts';
import { reportBase } from '../queries.ts';
import { reportScope } from '../report-scope.ts';

/**
 * The plans of the lists that read the report base their own way (docs/product/reporting.md#performance):
 * grouped by entity and applicant (7), by e-mail (37), the forms of the activities present (36),
 * the appointments and event lines of the event lists (32, 35), and the order lists 8 to 12 on
 * their bases. A filtered page never reads the orders or their facts by a sequential scan.
 */

const t = useTestApp();
const site = { publicUrl: 'http://extranet.test', host: 'extranet.test' };
let fx: ReportFixture;

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
  await t.db.execute(sql`analyze`);
});

/** A handle on the test's store that keeps every query a report sends. */
function recording(db: Db, seen: SQL[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return (query: SQL) => {
          seen.push(query);
          return target.execute(query);
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/** The queries the survey and the first page of `reportId` send for `user`, default sort. */
async function firstPageQueries(
  reportId: number,
  user: ReportFixture['admin'],
  dates: { startDate?: string; endDate?: string } = {},
): Promise<SQL[]> {
  const report = listReports[reportId];
  const type = reportTypeById(reportId);
  if (!report || !type) throw new Error(`report ${reportId} is not registered`);
  const filter = ReportFilterQuery.parse({ reportId, orderState: type.states.join(','), ...dates });
  const caller = { id: user.id, role: user.role as Role, organizationId: user.organizationId };
  const scope = await reportScope(t.db, caller);
  const base = reportBase(filter, scope, type, today());
  const ctx = { filter, scope, type, today: today(), site };
  const seen: SQL[] = [];
  const db = recording(t.db, seen);
  await report.survey(db, base, ctx);
  await report.page(db, base, sortOf(report, filter), 10, 0, ctx);
  return seen;
}

describe("my lists' plans", () => {
  it.each([7, 8, 9, 10, 11, 12, 32, 35, 36, 37])(
    'report %i reads the orders through an index, never by a sequential scan',
    async (reportId) => {
      for (const user of [fx.gestorA, fx.admin]) {
        // A month: the filtered page of the bar (the whole small fixture is too cheap to index).
        const seen = await firstPageQueries(reportId, user, {
          startDate: `01/03/${today().slice(0, 4)}`,
          endDate: `31/03/${today().slice(0, 4)}`,
        });
        expect(seen.length).toBeGreaterThan(1);
        for (const query of seen) {
          const plan = await planWithoutSeqScan(t.db, query);
          expect(plan, plan).not.toMatch(/Seq Scan on orders\b/);
          expect(plan, plan).not.toMatch(/Seq Scan on order_report_facts\b/);
        }
      }
    },
  );
});

describe('the first pages of the heaviest years', () => {
  it.each([
    [0, 'orders_pkey|orders_report_columns_idx'],
    [1, 'order_report_facts_completion_date_idx'],
  ])(
    "report %i can read its default order's first rows from an index instead of sorting the year",
    async (reportId, index) => {
      const [, ids] = await firstPageQueries(reportId, fx.admin);
      if (!ids) throw new Error('no page query');
      const plan = await planWithout(t.db, ids, ['enable_seqscan', 'enable_sort']);
      expect(plan, plan).toMatch(new RegExp(`Index (Only )?Scan( Backward)? using (${index})`));
      expect(plan, plan).not.toMatch(/Sort Key: (o\.id|f\.completion_date)/);
    },
  );

  it("finds a name rule's activities through the trigram index of their normalized names", async () => {
    const rule = nameRuleCondition('visita');
    if (!rule) throw new Error('no rule');
    const plan = await planWithoutSeqScan(t.db, sql`select a.id from activities a where ${rule}`);
    expect(plan, plan).toMatch(/activities_name_norm_trgm_idx/);
  });
});
