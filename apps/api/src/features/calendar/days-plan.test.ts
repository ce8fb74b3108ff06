import { Role } from '@extranet/shared/roles';
import { describe, expect, it } from 'vitest';
import { daysWithEventsQuery } from '../../repositories/calendar-events.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';

const t = useTestApp();

describe('the days-with-events query', () => {
  it('reads the appointments of the window through the agreed-date index', async () => {
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: gestor.id });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    for (let day = 1; day <= 20; day += 1) {
      await makeOrder(t.db, {
        activityId: activity.id,
        stateId: day % 3 === 0 ? 1 : 2,
        agreedDate: `2032-03-${String(day).padStart(2, '0')}`,
        agreedTime: '10:00',
      });
    }
    const window = { from: '2031-09-01', to: '2033-03-31' };
    for (const viewer of [gestor, admin]) {
      const plan = await planWithoutSeqScan(t.db, daysWithEventsQuery(viewer, window));
      expect(plan, plan).toContain('orders_agreed_date_idx');
    }
  });
});
