import { OrderState } from '@extranet/shared/order-states';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeUser,
  type TestUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/users.ts';
import { feedWindow } from './feed-window.ts';
import { lastSundayWithin, readCalendar } from './ics-test-support.ts';

// docs/product/calendar.md#ical-feeds: the private feed of one's own accepted appointments, its
// secret address created, changed and revoked from /userprofile.
const t = useTestApp();

let owner: TestUser;
let other: TestUser;
let orderIds: { march: number; october: number; allDay: number; pending: number };
const { from, to } = feedWindow();
const march = lastSundayWithin(3, from, to);
const october = lastSundayWithin(10, from, to);

const pathOf = (url: string) => new URL(url).pathname;
const createAddress = async (user: TestUser) => {
  const res = await t.as(user).post('/api/user/calendar-feed');
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json<{ url: string }>();
  return url;
};

beforeAll(async () => {
  owner = await makeUser(t.db, { name: 'Titularúnica', surname: 'Del Feed' });
  other = await makeUser(t.db, { name: 'Otraúnica' });
  const campaign = await makeCampaignWith(t.db, { name: 'Campaña de residuos', active: true });
  const visit = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    name: 'Visita al Punto Limpio',
    active: true,
  });
  const workshop = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    name: 'Taller de compost',
    active: true,
  });
  // The calendar shows no event of an inactive activity, and so neither does the feed.
  const closed = await makeActivityWith(t.db, { campaignId: campaign.id, active: false });
  const entity = await makeEntity(t.db, { name: 'CP La Ería' });
  const appointment = (values: Parameters<typeof makeOrder>[1]) =>
    makeOrder(t.db, { userId: owner.id, activityId: visit.id, ...values });
  orderIds = {
    march: (
      await appointment({
        stateId: OrderState.Accepted,
        agreedDate: march,
        agreedTime: '10:00',
        agreedEndTime: '11:30',
        entityId: entity.id,
      })
    ).id,
    october: (
      await appointment({
        stateId: OrderState.Done,
        activityId: workshop.id,
        agreedDate: october,
        agreedTime: '10:00',
      })
    ).id,
    allDay: (await appointment({ stateId: OrderState.Accepted, agreedDate: from })).id,
    pending: (
      await appointment({ stateId: OrderState.Pending, agreedDate: march, agreedTime: '12:00' })
    ).id,
  };
  // Neither a refused request, nor an appointment outside the window, nor another's.
  await appointment({ stateId: OrderState.Rejected, agreedDate: march, agreedTime: '09:00' });
  await appointment({
    stateId: OrderState.Accepted,
    agreedDate: '2099-01-01',
    agreedTime: '09:00',
  });
  await appointment({ stateId: OrderState.Accepted, agreedTime: '09:00' });
  await appointment({ stateId: OrderState.Accepted, activityId: closed.id, agreedDate: march });
  await makeOrder(t.db, {
    userId: other.id,
    activityId: visit.id,
    stateId: OrderState.Accepted,
    agreedDate: march,
    agreedTime: '10:00',
  });
});

describe('the private feed', () => {
  it('holds the owner’s accepted and done appointments of the window, at Madrid’s wall-clock time', async () => {
    const url = await createAddress(owner);
    expect(url).toMatch(/^http:\/\/extranet\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await t.anon.get(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="citas.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const events = readCalendar(res.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const uid = (id: number) => `order-${id}@extranet.test`;
    expect([...byUid.keys()].sort()).toEqual(
      [orderIds.allDay, orderIds.march, orderIds.october].map(uid).sort(),
    );
    const [allDay, inMarch, inOctober] = [orderIds.allDay, orderIds.march, orderIds.october].map(
      (id) => byUid.get(uid(id)),
    );
    expect(allDay).toMatchObject({ summary: 'Visita al Punto Limpio', allDay: true });
    // 10:00 in Madrid: 08:00Z once summer time has begun, 09:00Z once it has ended.
    expect(inMarch).toMatchObject({
      summary: 'Visita al Punto Limpio',
      start: `${march}T08:00:00.000Z`,
      end: `${march}T09:30:00.000Z`,
      tz: 'Europe/Madrid',
      url: `http://extranet.test/orderdetail?id=${orderIds.march}`,
    });
    expect(inMarch?.description).toBe(
      `Solicitud ${orderIds.march}\nCampaña de residuos\nCP La Ería`,
    );
    // No end from a visit type: an hour.
    expect(inOctober).toMatchObject({
      summary: 'Taller de compost',
      start: `${october}T09:00:00.000Z`,
      end: `${october}T10:00:00.000Z`,
    });
    expect(res.body).not.toContain('Otraúnica');
  });

  it('answers the same address to its owner until it is changed', async () => {
    const url = await createAddress(owner);
    const res = await t.as(owner).get('/api/user/calendar-feed');
    expect(res.json()).toEqual({ url });
  });

  it('changes the secret: the old address answers 404, the new one the feed', async () => {
    const old = await createAddress(owner);
    const renewed = await createAddress(owner);
    expect(renewed).not.toBe(old);
    expect((await t.anon.get(pathOf(old))).statusCode).toBe(404);
    expect((await t.anon.get(pathOf(renewed))).statusCode).toBe(200);
  });

  it('revokes the address: it answers 404 and the profile shows none', async () => {
    const url = await createAddress(owner);
    const revoked = await t.as(owner).del('/api/user/calendar-feed');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ url: null });
    const gone = await t.anon.get(pathOf(url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not found' });
    expect((await t.as(owner).get('/api/user/calendar-feed')).json()).toEqual({ url: null });
    // Revoking again changes nothing.
    expect((await t.as(owner).del('/api/user/calendar-feed')).json()).toEqual({ url: null });
  });

  it('gives each user its own address, which never shows another’s appointments', async () => {
    const mine = await createAddress(owner);
    const theirs = await createAddress(other);
    expect(theirs).not.toBe(mine);
    const events = readCalendar((await t.anon.get(pathOf(theirs))).body);
    expect(events).toHaveLength(1);
    expect(events[0]?.uid).not.toBe(`order-${orderIds.march}@extranet.test`);
    expect((await t.as(owner).get('/api/user/calendar-feed')).json()).toEqual({ url: mine });
  });

  it('answers 404 to a made-up or malformed secret', async () => {
    for (const token of ['A'.repeat(43), 'x', "'; drop table orders; --", '%00']) {
      const res = await t.anon.get(`/api/calendar/feed/${encodeURIComponent(token)}.ics`);
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('stops the feed of a disabled user at once', async () => {
    const user = await makeUser(t.db);
    const url = await createAddress(user);
    expect((await t.anon.get(pathOf(url))).statusCode).toBe(200);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await t.anon.get(pathOf(url))).statusCode).toBe(404);
  });

  it('keeps the address calls to a logged-in caller', async () => {
    expect((await t.anon.get('/api/user/calendar-feed')).statusCode).toBe(401);
    expect((await t.anon.post('/api/user/calendar-feed')).statusCode).toBe(401);
    expect((await t.anon.del('/api/user/calendar-feed')).statusCode).toBe(401);
  });
});
