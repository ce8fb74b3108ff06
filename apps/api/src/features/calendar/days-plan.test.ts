import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentsQuery } from '../../repositories/calendar-events.ts';
import { makeActivityWith, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';

const t = useTestApp();

describe('the days-with-events query', () => {
  it('reads the appointments of the window through the (activity, day) and (user, day) indexes', async () => {
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: gestor.id });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    const other = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: true })).id,
      active: true,
    });
    // The gestor's activity has orders of many years, a few of them agreed in the window; the
    // other activity many in the window: neither the day nor the user alone finds the rows.
    await t.db.execute(sql`
      insert into orders (user_id, activity_id, state_id, agreed_date, agreed_time)
      select ${admin.id}::int, ${activity.id}::int, 2, date '2020-01-01' + g * 2, '10:00'
      from generate_series(1, 600) g
      union all
      select ${admin.id}::int, ${other.id}::int, 2, date '2021-09-01' + g % 500, '10:00'
      from generate_series(1, 1200) g`);
    await t.db.execute(sql`analyze calendar_appointments`);
    const window = { from: '2021-09-01', to: '2023-03-31' };
    const planOf = (viewer: typeof gestor) =>
      planWithoutSeqScan(t.db, appointmentsQuery(viewer, window));
    const gestorPlan = await planOf(gestor);
    expect(gestorPlan, gestorPlan).toContain('calendar_appointments_activity_day_idx');
    expect(gestorPlan, gestorPlan).toContain('calendar_appointments_user_day_idx');
    const adminPlan = await planOf(admin);
    expect(adminPlan, adminPlan).toMatch(/Index (Only )?Scan .*calendar_appointments_\w+_day_idx/);
  });
});
