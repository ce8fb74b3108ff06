import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectEventScope } from '../../repositories/calendar-event-lines.ts';
import { eventsSql } from '../../repositories/calendar-events.ts';
import { makeActivityWith, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';

const t = useTestApp();

describe('the days-with-events query', () => {
  it('reads the appointments of the window through the agreed-date index', async () => {
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: gestor.id });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    // The activity's orders of many years, a few of them agreed in the window: what makes the
    // agreed date, not the activity, the way to the rows.
    await t.db.execute(sql`
      insert into orders (user_id, activity_id, state_id, agreed_date, agreed_time)
      select ${admin.id}, ${activity.id}, 1 + g % 5,
        case when g % 3 = 0 then date '2020-01-01' + g * 2 end, '10:00'
      from generate_series(1, 600) g`);
    await t.db.execute(sql`analyze orders`);
    const window = { from: '2021-09-01', to: '2023-03-31' };
    for (const viewer of [gestor, admin]) {
      const scope = await selectEventScope(t.db, viewer, window);
      const plan = await planWithoutSeqScan(t.db, eventsSql(viewer, window, scope));
      expect(plan, plan).toContain('orders_agreed_date_idx');
    }
  });
});
