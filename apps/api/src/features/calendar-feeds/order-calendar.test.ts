import { OrderState } from '@extranet/shared/order-states';
import { Role } from '@extranet/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
  type TestUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { readCalendar } from './ics-test-support.ts';

// docs/product/calendar.md#ical-feeds: an accepted order's appointment as a calendar file, for
// whoever may see the order.
const t = useTestApp();

let applicant: TestUser;
let gestor: TestUser;
let activityId: number;
let accepted: number;

const fileOf = (id: number) => `/api/order/${id}/calendar.ics`;

beforeAll(async () => {
  applicant = await makeUser(t.db);
  gestor = await makeUser(t.db, { role: Role.Supervisor });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: gestor.id });
  activityId = (await makeActivityWith(t.db, { campaignId: campaign.id, name: 'Ruta por el río' }))
    .id;
  accepted = (
    await makeOrder(t.db, {
      userId: applicant.id,
      activityId,
      stateId: OrderState.Accepted,
      agreedDate: '2025-10-26',
      agreedTime: '10:00',
      agreedEndTime: '12:30',
    })
  ).id;
});

describe("an order's calendar file", () => {
  it('gives its applicant the appointment at Madrid’s wall-clock time', async () => {
    const res = await t.as(applicant).get(fileOf(accepted));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="solicitud-${accepted}.ics"`,
    );
    const events = readCalendar(res.body);
    expect(events).toEqual([
      expect.objectContaining({
        uid: `order-${accepted}@extranet.test`,
        summary: 'Ruta por el río',
        // The last Sunday of October: winter time again, 10:00 is 09:00Z.
        start: '2025-10-26T09:00:00.000Z',
        end: '2025-10-26T11:30:00.000Z',
        tz: 'Europe/Madrid',
        url: `http://extranet.test/orderdetail?id=${accepted}`,
      }),
    ]);
  });

  it('gives it to the managers of its campaign too', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    for (const manager of [gestor, admin]) {
      expect((await t.as(manager).get(fileOf(accepted))).statusCode).toBe(200);
    }
  });

  it('is 404 to whoever may not see the order, and 401 without a session', async () => {
    const abroad = await makeOrganization(t.db);
    const outsiders = [
      await makeUser(t.db),
      await makeUser(t.db, { role: Role.Supervisor }),
      await makeUser(t.db, { role: Role.Admin, organizationId: abroad.id }),
    ];
    for (const outsider of outsiders) {
      const res = await t.as(outsider).get(fileOf(accepted));
      expect(res.statusCode, `role ${outsider.role}`).toBe(404);
      expect(res.body).not.toContain('Ruta por el río');
    }
    expect((await t.anon.get(fileOf(accepted))).statusCode).toBe(401);
    expect((await t.as(applicant).get(fileOf(2_000_000_000))).statusCode).toBe(404);
  });

  it('is 404 for an order without an appointment: no agreed date, or not accepted or done', async () => {
    const undated = await makeOrder(t.db, {
      userId: applicant.id,
      activityId,
      stateId: OrderState.Accepted,
    });
    const pending = await makeOrder(t.db, {
      userId: applicant.id,
      activityId,
      stateId: OrderState.Pending,
      agreedDate: '2025-10-26',
    });
    const done = await makeOrder(t.db, {
      userId: applicant.id,
      activityId,
      stateId: OrderState.Done,
      agreedDate: '2025-03-30',
    });
    expect((await t.as(applicant).get(fileOf(undated.id))).statusCode).toBe(404);
    expect((await t.as(applicant).get(fileOf(pending.id))).statusCode).toBe(404);
    const all = await t.as(applicant).get(fileOf(done.id));
    expect(all.statusCode).toBe(200);
    expect(readCalendar(all.body)).toEqual([
      expect.objectContaining({ allDay: true, start: '2025-03-30T00:00:00.000Z' }),
    ]);
  });
});
