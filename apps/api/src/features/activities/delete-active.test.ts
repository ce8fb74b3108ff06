import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

async function supervisedActivity() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
  const activity = await makeActivityWith(t.db, { campaignId: campaign.id });
  return { supervisor, activity };
}

describe('POST /api/activity/delete/:id', () => {
  it('deletes an activity without orders, and its stored files', async () => {
    const { supervisor, activity } = await supervisedActivity();
    const folder = join(t.config.dataDir, 'files', 'activity', String(activity.id));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '1_foto.png'), 'imagen');
    const res = await t.as(supervisor).post(`/api/activity/delete/${activity.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(existsSync(folder)).toBe(false);
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).get(`/api/activity/get/by-id/?id=${activity.id}`)).statusCode).toBe(
      404,
    );
  });

  it.each([1, 4])(
    "refuses with 409 'activity have orders' (an order in state %i)",
    async (stateId) => {
      const { supervisor, activity } = await supervisedActivity();
      await makeOrder(t.db, { activityId: activity.id, stateId });
      const res = await t.as(supervisor).post(`/api/activity/delete/${activity.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'activity have orders',
        message: 'La actividad tiene solicitudes asociadas. No se puede borrar',
      });
    },
  );

  it('refuses a participant (403), another supervisor (404), an anonymous caller (401), a bad id (400)', async () => {
    const { activity } = await supervisedActivity();
    const url = `/api/activity/delete/${activity.id}`;
    expect((await t.as(await makeUser(t.db)).post(url)).statusCode).toBe(403);
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url)).statusCode).toBe(404);
    expect((await t.anon.post(url)).statusCode).toBe(401);
    expect(
      (await t.as(await makeUser(t.db, { role: 2 })).post('/api/activity/delete/abc')).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/activity/active/set/:id?active', () => {
  it('activates and deactivates an activity', async () => {
    const { supervisor, activity } = await supervisedActivity();
    const on = await t.as(supervisor).post(`/api/activity/active/set/${activity.id}?active=true`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: activity.id, active: true });
    const off = await t.as(supervisor).post(`/api/activity/active/set/${activity.id}?active=false`);
    expect(off.json()).toMatchObject({ active: false });
  });

  it('refuses a participant (403), another supervisor (404), an anonymous caller (401), a bad flag (400)', async () => {
    const { supervisor, activity } = await supervisedActivity();
    const url = `/api/activity/active/set/${activity.id}?active=true`;
    expect((await t.as(await makeUser(t.db)).post(url)).statusCode).toBe(403);
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url)).statusCode).toBe(404);
    expect((await t.anon.post(url)).statusCode).toBe(401);
    expect(
      (await t.as(supervisor).post(`/api/activity/active/set/${activity.id}?active=quizá`))
        .statusCode,
    ).toBe(400);
  });
});
