import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const setUrl = (idEvent: number, typeEvent: number) =>
  `/api/events/${idEvent}/${typeEvent}/eventproperties/set`;
const body = { propVisible: false, propColor: '#a5d6a7' };

/** An event of a campaign supervised by a new gestor, and an order of another activity of it. */
async function supervisedEvent() {
  const supervisor = await makeUser(t.db, { role: Role.Supervisor });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const event = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    active: true,
    requirements: '10/03/2032 10:00 Feria de la reutilización',
  });
  const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
  const order = await makeOrder(t.db, { activityId: activity.id, stateId: 2 });
  return { supervisor, event, activity, order };
}

const propertiesOf = async (activityId: number) => {
  const [row] = await t.db
    .select({ visible: activities.calendarVisible, color: activities.calendarColor })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
};

describe('POST /api/events/:idEvent/:typeEvent/eventproperties/set', () => {
  it("lets the campaign's supervisor set an event's properties, and a second click writes the same", async () => {
    const { supervisor, event } = await supervisedEvent();
    for (let click = 0; click < 2; click += 1) {
      const res = await t.as(supervisor).post(setUrl(event.id, 2), body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ visible: false, color: '#A5D6A7' });
    }
    expect(await propertiesOf(event.id)).toEqual({ visible: false, color: '#A5D6A7' });
    const days = await t.as(supervisor).get('/api/events/2/days-with-events-period/3/2032/3/2032');
    expect(days.json().activities[0].eventProperties).toEqual({ visible: false, color: '#A5D6A7' });
  });

  it("sets an appointment's activity (the order's) for an administrator", async () => {
    const { activity, order } = await supervisedEvent();
    const admin = await makeUser(t.db, { role: Role.Admin });
    const res = await t
      .as(admin)
      .post(setUrl(order.id, 1), { propVisible: true, propColor: '#123abc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await propertiesOf(activity.id)).toEqual({ visible: true, color: '#123ABC' });
  });

  it('refuses anonymous (401), a participant (403), another gestor, another organization and an unknown event (404)', async () => {
    const { event, order } = await supervisedEvent();
    expect((await t.anon.post(setUrl(event.id, 2), body)).statusCode).toBe(401);
    const participant = await makeUser(t.db);
    expect((await t.as(participant).post(setUrl(event.id, 2), body)).statusCode).toBe(403);
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const abroad = await makeUser(t.db, {
      role: Role.Superuser,
      organizationId: (await makeOrganization(t.db)).id,
    });
    const admin = await makeUser(t.db, { role: Role.Admin });
    for (const [caller, url] of [
      [gestor, setUrl(event.id, 2)],
      [gestor, setUrl(order.id, 1)],
      [abroad, setUrl(event.id, 2)],
      [admin, setUrl(2_000_000_000, 2)],
      [admin, setUrl(2_000_000_000, 1)],
    ] as const) {
      const res = await t.as(caller).post(url, { propVisible: 'no', propColor: 'rojo' });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
    expect(await propertiesOf(event.id)).toEqual({ visible: true, color: '#FFCC88' });
  });

  it('refuses a colour that is missing or not #RRGGBB, in Spanish (400)', async () => {
    const { supervisor, event } = await supervisedEvent();
    for (const propColor of [undefined, '', 'rojo', '#FFF', '#GGGGGG']) {
      const res = await t
        .as(supervisor)
        .post(setUrl(event.id, 2), { propVisible: true, propColor });
      expect(res.statusCode, String(propColor)).toBe(400);
      expect(res.json().fields).toEqual({ propColor: messages.eventColorRequired });
    }
    const wrongType = await t.as(supervisor).post(setUrl(event.id, 3), body);
    expect(wrongType.statusCode).toBe(400);
  });
});
