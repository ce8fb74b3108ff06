import { afterAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import type { PublicSettings } from '@extranet/shared/schemas/settings';
import { todayIn } from '@extranet/shared/zone-day';
import { DEFAULT_TIME_ZONE, setServerTimeZone } from '../../time/today.ts';

/**
 * A zone whose day differs from UTC's right now (UTC+14 from noon UTC, UTC-12 before), so that
 * a date taken from the wrong clock shows whatever the hour the test runs at.
 */
const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';

const t = useTestApp({ timeZone: zone });
// Test files share their worker's modules: the next one starts from the default zone.
afterAll(() => setServerTimeZone(DEFAULT_TIME_ZONE));

describe('GET /api/settings', () => {
  it('tells anyone, before any login, the zone of the TIME_ZONE setting and its day', async () => {
    const before = Date.now();
    const res = await t.anon.get('/api/settings');
    expect(res.statusCode).toBe(200);
    const { timeZone, today } = res.json<PublicSettings>();
    expect(timeZone).toBe(zone);
    expect(today.day).toBe(todayIn(zone));
    const from = Date.parse(today.from);
    const until = Date.parse(today.until);
    // The day's first and last instants are of that day; the ones around them are not.
    expect(todayIn(zone, new Date(from))).toBe(today.day);
    expect(todayIn(zone, new Date(from - 1))).not.toBe(today.day);
    expect(todayIn(zone, new Date(until - 1))).toBe(today.day);
    expect(todayIn(zone, new Date(until))).not.toBe(today.day);
    expect(from).toBeLessThanOrEqual(before);
    expect(until).toBeGreaterThan(before);
  });
});

describe('"today" of new campaigns and activities', () => {
  it('is the same day, the day of the TIME_ZONE setting, for both', async () => {
    const day = todayIn(zone);
    expect(day).not.toBe(todayIn('UTC'));
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await t.as(admin).get('/api/campaign/create');
    expect(campaign.statusCode).toBe(200);
    expect(campaign.json()).toMatchObject({
      startDate: day,
      endDate: day,
      edition: day.slice(0, 4),
    });
    const activity = await t
      .as(admin)
      .post('/api/activity/create', { idCampaign: campaign.json().id });
    expect(activity.statusCode).toBe(200);
    expect(activity.json()).toMatchObject({ startDate: day, endDate: day });
    const event = await t
      .as(admin)
      .post('/api/activity/create', { idCampaign: -campaign.json().id });
    expect(event.json()).toMatchObject({ startDate: day, endDate: day });
  });
});
