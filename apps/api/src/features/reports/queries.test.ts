import {
  ReportFilterQuery,
  type ReportFilterQuery as FilterInput,
} from '@extranet/shared/reports/filter';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../db/client.ts';
import type { TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';
import { reportBaseFor } from '../../../test/report-base.ts';
import {
  fixtureYears,
  makeReportFixture,
  thisYearRange,
  type ReportFixture,
} from '../../../test/report-fixture.ts';
import { listReports } from './list-registry.ts';
import { sortOf } from './list-runner.ts';

/**
 * The report base (docs/product/reporting.md#performance) on the fixed data set of
 * test/report-fixture.ts: the activity and bus rules and the planned-day basis of the types the
 * other lists build on, and the plans of a filtered page.
 */

const t = useTestApp();
let f: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  f = await makeReportFixture(t.db);
  await t.db.execute(sql`analyze`);
});

const baseOf = (user: TestUser, input: FilterInput) => reportBaseFor(t.db, user, input);

async function keys(user: TestUser, input: FilterInput): Promise<string[]> {
  const base = await baseOf(user, input);
  const rows = rowsOf<{ id: number }>(
    await t.db.execute(sql`select o.id ${base.sql} order by o.id`),
  );
  return rows.map((row) => f.keyOf(row.id));
}

describe('the activity and bus rules', () => {
  const historic = { isHistoric: true };

  it("keeps the visits, never an online one, nor another organization's", async () => {
    expect(await keys(f.admin, { reportId: 12, ...historic })).toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      'v6',
      'v7',
      'v8',
      'v9',
      'v10',
      'b1',
      'b2',
    ]);
    expect(await keys(f.gestorA, { reportId: 12, ...historic })).toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      'v6',
      'v7',
      'v8',
      'v9',
      'v10',
    ]);
  });

  it('keeps materials, collections, and FINDES by the activity or campaign name', async () => {
    expect(await keys(f.admin, { reportId: 10, ...historic })).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(await keys(f.admin, { reportId: 11, ...historic })).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await keys(f.admin, { reportId: 28, ...historic })).toEqual(['f1', 'f2', 'f3']);
  });

  it('keeps the orders whose management answers say a bus goes', async () => {
    expect(await keys(f.admin, { reportId: 9, ...historic })).toEqual(['v1', 'v5', 'o1', 'b1']);
  });

  it('applies the range to the planned day: the agreed one, else the one asked for', async () => {
    const range = { startDate: `20/03/${Y}`, endDate: `25/03/${Y}` };
    expect(await keys(f.admin, { reportId: 12, ...historic, ...range })).toEqual(['v1', 'b1']);
  });
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

describe("a filtered page's plans", () => {
  it('read the orders through an index, never by a sequential scan', async () => {
    const report = listReports[6];
    if (!report) throw new Error('report 6 is not registered');
    const callers = [f.gestorA, f.admin];
    for (const caller of callers) {
      const input = { reportId: 6, ...thisYearRange(), orderState: '2,5' };
      const base = await baseOf(caller, input);
      const seen: SQL[] = [];
      const db = recording(t.db, seen);
      const sort = sortOf(report, ReportFilterQuery.parse(input));
      await report.survey(db, base);
      await report.page(db, base, sort, 10, 0);
      expect(seen).toHaveLength(2);
      for (const query of seen) {
        const plan = await planWithoutSeqScan(t.db, query);
        expect(plan, plan).not.toMatch(/Seq Scan on orders\b/);
        expect(plan, plan).not.toMatch(/Seq Scan on order_report_facts\b/);
      }
      // The count reads no applicant, entity, council or target its filters do not name.
      const count = await planWithoutSeqScan(t.db, seen[0] ?? sql``);
      expect(count, count).not.toMatch(/ on (users|entities|councils|targets|order_states) /);
    }
  });
});
