import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeUser,
  type TestUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { reportUrl } from '../../../test/report-fixture.ts';
import { writeReportFacts } from './public.ts';

/**
 * The 5,000-row limit of the lists (docs/product/reporting.md#list-reports): 5,001 matching
 * orders give the true total with `limited`, pages that stop at row 5,000 and a CSV of 5,000
 * rows.
 */

const t = useTestApp();
const MATCHING = 5001;
let gestor: TestUser;
/** The orders' ids, newest first: the lists' default order. */
let newestFirst: number[];

beforeAll(async () => {
  gestor = await makeUser(t.db, { role: Role.Supervisor });
  const applicant = await makeUser(t.db);
  const campaign = await makeCampaignWith(t.db, { supervisorId: gestor.id });
  const activity = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    formMetadata: [{ name: 'centro', label: 'Centro', type: 'text' }],
  });
  const inserted = await t.db.execute(sql`
    insert into orders (user_id, activity_id, state_id, user_data, created_at)
    select ${applicant.id}, ${activity.id}, 2,
      jsonb_build_array(jsonb_build_object(
        'name', 'centro', 'label', 'Centro', 'type', 'text', 'value', 'Centro ' || g)),
      timestamptz '2020-01-01 10:00+01' + g * interval '1 hour'
    from generate_series(1, ${MATCHING}) g
    returning id`);
  const ids = rowsOf<{ id: number }>(inserted).map((row) => row.id);
  await writeReportFacts(t.db, ids);
  newestFirst = [...ids].sort((a, b) => b - a);
}, 120_000);

const all = { reportId: 6, isHistoric: true };

async function page(params: Record<string, number>): Promise<ReportListReply> {
  const res = await t.as(gestor).get(reportUrl({ ...all, ...params }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportListReply>();
}

describe('5,001 matching orders', () => {
  it('give the true total and the limit on every page', async () => {
    const first = await page({ _page: 0 });
    expect(first).toMatchObject({ total: MATCHING, limited: true });
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 10));
  });

  it('give pages that stop at row 5,000', async () => {
    const last = await page({ _page: 499, _pagesize: 10 });
    expect(last.rows.map((row) => row.id)).toEqual(newestFirst.slice(4990, 5000));
    const lastHundred = await page({ _page: 49, _pagesize: 100 });
    expect(lastHundred.rows).toHaveLength(100);
    const past = await page({ _page: 50, _pagesize: 100 });
    expect(past).toMatchObject({ total: MATCHING, limited: true, rows: [] });
  });

  it('give a CSV of the first 5,000 rows in the sort asked for', async () => {
    const res = await t.as(gestor).get(reportUrl({ ...all, format: 'csv' }));
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(5001);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(newestFirst.slice(0, 5000));
    expect(rows[1]?.[10]).toBe(`Centro ${MATCHING}`);
    const oldest = await t
      .as(gestor)
      .get(reportUrl({ ...all, format: 'csv', _sort: 'id', _order: 'asc' }));
    const ascending = parseCsv(oldest.body.slice(1)).slice(1);
    expect(ascending.map((row) => Number(row[0]))).toEqual(
      [...newestFirst].reverse().slice(0, 5000),
    );
  });

  it('are no longer limited once a filter narrows them', async () => {
    const reply = await page({ _page: 0, idFilter: newestFirst[0] ?? 0 });
    expect(reply).toMatchObject({ total: 1, limited: false });
  });
});
