import { messages } from '@extranet/shared/messages';
import {
  FutureEventsReply,
  MAX_FUTURE_EVENTS,
  type FutureEventRow,
} from '@extranet/shared/schemas/events';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/campaigns.ts';
import { orders } from '../../db/schema/orders.ts';
import { useTestApp } from '../../../test/harness.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { planWithoutSeqScan } from '../../../test/query-plan.ts';
import { acceptedInRange } from './future-events-queries.ts';
import { appointmentWorld, inDays, type AppointmentWorld } from './test-appointments.ts';

const t = useTestApp();
let w: AppointmentWorld;

beforeAll(async () => {
  w = await appointmentWorld(t.db);
});

const url = (idUser: number, query: string) => `/api/events/${idUser}/user-future-events?${query}`;
const nextWeek = () => `startDate=${inDays(0)}&endDate=${inDays(7)}`;

async function rowsFor(user: { id: number }, query = nextWeek()): Promise<FutureEventRow[]> {
  const res = await t.as(user).get(url(user.id, query));
  expect(res.statusCode, res.body).toBe(200);
  return FutureEventsReply.parse(res.json());
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('GET events/{idUser}/user-future-events', () => {
  it('refuses the anonymous (401) and participants (403)', async () => {
    expect((await t.anon.get(url(w.people.ana.id, nextWeek()))).statusCode).toBe(401);
    const participant = w.people.lucia;
    expect((await t.as(participant).get(url(participant.id, nextWeek()))).statusCode).toBe(403);
  });

  it("answers 404 to a gestor naming another user, and lets an administrator name its organization's", async () => {
    const { ana, bea, admin, abroadAdmin } = w.people;
    expect((await t.as(ana).get(url(bea.id, nextWeek()))).statusCode).toBe(404);
    expect((await t.as(admin).get(url(ana.id, nextWeek()))).statusCode).toBe(200);
    expect((await t.as(abroadAdmin).get(url(ana.id, nextWeek()))).statusCode).toBe(404);
  });

  it('gives a gestor only the accepted appointments of its campaigns in the range, the soonest first', async () => {
    const rows = await rowsFor(w.people.ana);
    // Not the pending order, not the one a month away, not the other gestor's or organization's.
    expect(rows.map((row) => row.id)).toEqual([w.orders.a3.id, w.orders.a1.id, w.orders.a2.id]);
    expect(rows[1]).toEqual({
      id: w.orders.a1.id,
      date: inDays(3),
      hour: '10:00',
      activityName: 'Ruta del río',
      entityName: 'CP Validado',
      userName: 'Lucía Pérez Gil',
    });
    expect(rows[2]).toMatchObject({ entityName: 'Colegio Propuesto', hour: '09:30' });
    expect(rows[0]).toMatchObject({ entityName: '', hour: null, userName: 'Nadia Sin Correo' });
    expect(ids(await rowsFor(w.people.bea))).toEqual([w.orders.b1.id]);
  });

  it('gives an administrator every campaign of its organization, and nothing of another', async () => {
    const { a1, a2, a3, b1 } = w.orders;
    expect(ids(await rowsFor(w.people.admin))).toEqual(ids([a1, a2, a3, b1]));
    expect(await rowsFor(w.people.abroadAdmin)).toEqual([
      expect.objectContaining({ id: w.orders.abroad.id }),
    ]);
  });

  it('filters by the dates (both included) and the activity; -1 is any activity', async () => {
    const ana = w.people.ana;
    const day = (n: number) => inDays(n);
    expect(ids(await rowsFor(ana, `startDate=${day(3)}&endDate=${day(3)}`))).toEqual([
      w.orders.a1.id,
    ]);
    expect(ids(await rowsFor(ana, `startDate=${day(2)}&endDate=${day(60)}`))).toEqual(
      [w.orders.a1.id, w.orders.a2.id, w.orders.late.id].sort((a, b) => a - b),
    );
    const a2 = `${nextWeek()}&activity=${w.activities.a2.id}`;
    expect(ids(await rowsFor(ana, a2))).toEqual([w.orders.a2.id]);
    expect(ids(await rowsFor(ana, `${nextWeek()}&activity=-1`))).toHaveLength(3);
    // Another gestor's activity gives nothing: the campaign scope still applies.
    expect(await rowsFor(ana, `${nextWeek()}&activity=${w.activities.b1.id}`)).toEqual([]);
  });

  it("reads DD/MM/YYYY too, and refuses missing or bad dates with 'Debe seleccionar un intervalo de fechas'", async () => {
    const ana = w.people.ana;
    const spanish = (iso: string) => iso.split('-').reverse().join('/');
    expect(
      ids(await rowsFor(ana, `startDate=${spanish(inDays(3))}&endDate=${spanish(inDays(3))}`)),
    ).toEqual([w.orders.a1.id]);
    for (const query of [
      `endDate=${inDays(7)}`,
      `startDate=${inDays(0)}`,
      `startDate=mañana&endDate=${inDays(7)}`,
      `startDate=${inDays(0)}&endDate=2030-02-30`,
    ]) {
      const res = await t.as(ana).get(url(ana.id, query));
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json<{ fields: object }>().fields), query).toContain(
        messages.reminderDatesRequired,
      );
    }
    const backwards = await t
      .as(ana)
      .get(url(ana.id, `startDate=${inDays(7)}&endDate=${inDays(0)}`));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endDate: messages.reminderEndBeforeStart });
  });

  it("follows a gestor's campaigns when the supervisor changes", async () => {
    const carla = await makeUser(t.db, { role: 1 });
    expect(await rowsFor(carla)).toEqual([]);
    const [campaignB] = await t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.supervisorId, w.people.bea.id));
    await t.db
      .update(campaigns)
      .set({ supervisorId: carla.id })
      .where(eq(campaigns.id, campaignB?.id ?? 0));
    expect(ids(await rowsFor(carla))).toEqual([w.orders.b1.id]);
    expect(await rowsFor(w.people.bea)).toEqual([]);
  });

  it('answers at most 5,000 rows, the soonest appointments', async () => {
    const organization = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2, organizationId: organization.id });
    const campaign = await makeCampaignWith(t.db, { organizationId: organization.id });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id });
    // 5,001 appointments: one tomorrow, the rest in a week.
    await t.db.execute(sql`
      insert into ${orders} (user_id, activity_id, state_id, agreed_date)
      select ${admin.id}, ${activity.id}, 2, case when n = 1 then ${inDays(1)}::date else ${inDays(7)}::date end
      from generate_series(1, ${MAX_FUTURE_EVENTS + 1}) as n`);
    const rows = await rowsFor(admin);
    expect(rows).toHaveLength(MAX_FUTURE_EVENTS);
    expect(rows[0]?.date).toBe(inDays(1));
    // Writing 5,001 orders runs each one's triggers (its export line, its calendar row): 7 s on
    // the embedded store alone, three times that beside the rest of the suite on two cores.
  }, 60_000);

  it('finds the appointments of a range in the index on the agreed date', async () => {
    // A plan without the index means the range no longer implies the index's condition.
    const where = acceptedInRange({
      startDate: inDays(0),
      endDate: inDays(7),
      activityId: undefined,
    });
    const plan = await planWithoutSeqScan(
      t.db,
      sql`select ${orders.id} from ${orders} where ${where}`,
    );
    expect(plan).toContain('orders_agreed_date_idx');
  });
});
