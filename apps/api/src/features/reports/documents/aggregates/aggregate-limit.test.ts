import type { ReportDocument } from '@extranet/shared/reports/document';
import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../db/client.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeUser,
  type TestUser,
} from '../../../../../test/factories.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { reportUrl } from '../../../../../test/report-fixture.ts';
import { writeReportFacts } from '../../public.ts';

/**
 * The safety net of the aggregate documents (docs/product/reporting.md#documents): more than
 * 5,000 printed lines (rows, subtotals and the TOTAL) set `limited` and the rest are dropped.
 * Report 5 prints three lines per entity of one order (the entity, its state, its year): 1,666
 * entities of one activity make 5,000 lines with the activity and the TOTAL, and 34 more of
 * another activity go past them.
 */

const t = useTestApp();
const FIRST = 1666;
const SECOND = 34;
let admin: TestUser;
let firstActivity: number;

beforeAll(async () => {
  admin = await makeUser(t.db, { role: Role.Admin });
  const applicant = await makeUser(t.db);
  const campaign = await makeCampaignWith(t.db, { name: 'Campaña grande', edition: '2025/26' });
  const activityOf = async (name: string) =>
    (await makeActivityWith(t.db, { campaignId: campaign.id, name })).id;
  firstActivity = await activityOf('Actividad A');
  const secondActivity = await activityOf('Actividad B');
  // One entity and one accepted order each, the first FIRST of the first activity.
  const inserted = await t.db.execute(sql`
    with made as (
      insert into entities (name, cif, council_id, target_id)
      select 'Entidad ' || lpad(g::text, 4, '0'), 'Q' || g, 44, 1
      from generate_series(1, ${FIRST + SECOND}) g
      returning id, name)
    insert into orders (user_id, activity_id, state_id, entity_id, entity_mode, created_at)
    select ${applicant.id}::int,
      case when made.name <= ${`Entidad ${String(FIRST).padStart(4, '0')}`}
        then ${firstActivity}::int else ${secondActivity}::int end,
      2, made.id, 2, timestamptz '2020-03-01 10:00+01'
    from made
    returning id`);
  await writeReportFacts(
    t.db,
    rowsOf<{ id: number }>(inserted).map((row) => row.id),
  );
}, 120_000);

async function report5(params: Record<string, string | number | boolean> = {}) {
  const res = await t
    .as(admin)
    .get(reportUrl({ reportId: 5, format: 'document', isHistoric: true, ...params }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportDocument>();
}

describe('an aggregate document of many lines', () => {
  it('prints 5,000 lines whole', async () => {
    const document = await report5({ activity: firstActivity });
    expect(document.limited).toBe(false);
    const [activity] = document.root.children;
    expect(activity?.children).toHaveLength(FIRST);
    expect(activity?.children.at(-1)).toEqual({
      level: 2,
      label: 'Entidad 1666',
      rows: [],
      children: [
        {
          level: 3,
          label: 'Aceptada',
          rows: [{ year: 2020, requests: 1, visitors: 0 }],
          children: [],
          subtotal: { requests: 1, visitors: 0 },
        },
      ],
      subtotal: { requests: 1, visitors: 0 },
    });
  });

  it('drops the lines past 5,000 and keeps the true TOTAL and subtotals', async () => {
    const document = await report5();
    expect(document.limited).toBe(true);
    expect(document.orderCount).toBe(FIRST + SECOND);
    expect(document.root.subtotal).toEqual({ requests: FIRST + SECOND, visitors: 0 });
    // The second activity's line is the 5,001st: it is dropped with all it holds.
    expect(document.root.children.map((group) => [group.label, group.subtotal])).toEqual([
      ['Actividad A · 2025/26', { requests: FIRST, visitors: 0 }],
    ]);
  });
});
