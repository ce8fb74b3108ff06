import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import { DaysWithEventsReply, type EventItem } from '@extranet/shared/schemas/events';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeOrganization,
  makeUser,
  type TestUser,
} from '../../../test/factories.ts';
import { useTestApp, type Client } from '../../../test/harness.ts';

const t = useTestApp();

/** March and April 2032: the months every test of this file looks at. */
const MARCH_APRIL = '3/2032/4/2032';
const daysUrl = (idUser: number, period = MARCH_APRIL) =>
  `/api/events/${idUser}/days-with-events-period/${period}`;

/** Marks the applicant's name: no reply may show it to someone who does not manage it. */
const APPLICANT_MARK = 'Solicitantex';

/** The reply as the screens of `viewer` (null: the public calendar) read it. */
async function daysOf(client: Client, viewer: TestUser | null, idUser = 2, period = MARCH_APRIL) {
  const res = await client.get(daysUrl(idUser, period));
  expect(res.statusCode, res.body).toBe(200);
  const days = eventItemsByDay(DaysWithEventsReply.parse(res.json()), viewer?.id ?? null);
  return { body: res.body, days, events: days.flatMap((day) => day.events) };
}

/** `type:id` of each event, the way the tests below name them. */
const named = (events: EventItem[]) =>
  events.map((e) => `${e.typeEvent === 1 ? 'cita' : 'evento'}:${e.idEvent}`).sort();

/**
 * docs/product/calendar.md#who-sees-what. Organization `home`: a campaign supervised by
 * `gestor` (an appointment of the applicant, a visible and a hidden event) and one supervised by
 * nobody (appointments of the applicant, of the participant and of the other gestor, and a
 * hidden event); another organization with a visible event and an appointment.
 */
const w = {} as {
  admin: TestUser;
  gestor: TestUser;
  otherGestor: TestUser;
  participant: TestUser;
  applicant: TestUser;
  abroadAdmin: TestUser;
  appointments: Record<'managed' | 'unmanaged' | 'participant' | 'otherGestor' | 'pending', number>;
  events: Record<'visible' | 'hidden' | 'hiddenUnmanaged' | 'abroad', number>;
};

beforeAll(async () => {
  const home = await makeOrganization(t.db);
  const abroad = await makeOrganization(t.db);
  const person = (role: Role, organizationId = home.id) =>
    makeUser(t.db, { role, organizationId, surname: `${APPLICANT_MARK} Apellido` });
  Object.assign(w, {
    admin: await person(Role.Admin),
    gestor: await person(Role.Supervisor),
    otherGestor: await person(Role.Supervisor),
    participant: await person(Role.Participant),
    applicant: await person(Role.Participant),
    abroadAdmin: await makeUser(t.db, { role: Role.Admin, organizationId: abroad.id }),
  });
  const campaign = (organizationId: number, supervisorId: number | null) =>
    makeCampaignWith(t.db, { active: true, organizationId, supervisorId });
  const supervised = await campaign(home.id, w.gestor.id);
  const unsupervised = await campaign(home.id, null);
  const elsewhere = await campaign(abroad.id, null);
  const activity = (campaignId: number) => makeActivityWith(t.db, { campaignId, active: true });
  const event = (campaignId: number, calendarVisible: boolean) =>
    makeActivityWith(t.db, {
      campaignId,
      active: true,
      calendarVisible,
      requirements: '15/03/2032 18:00 Jornada de puertas abiertas - Centro de interpretación',
    });
  const managedActivity = await activity(supervised.id);
  const unmanagedActivity = await activity(unsupervised.id);
  const abroadActivity = await activity(elsewhere.id);
  const appointment = async (userId: number, activityId: number, stateId = 2) =>
    (
      await makeOrder(t.db, {
        userId,
        activityId,
        stateId,
        agreedDate: '2032-03-10',
        agreedTime: '10:00',
      })
    ).id;
  w.appointments = {
    managed: await appointment(w.applicant.id, managedActivity.id),
    unmanaged: await appointment(w.applicant.id, unmanagedActivity.id, 5),
    participant: await appointment(w.participant.id, unmanagedActivity.id),
    otherGestor: await appointment(w.otherGestor.id, unmanagedActivity.id),
    pending: await appointment(w.applicant.id, managedActivity.id, 1),
  };
  await appointment(w.abroadAdmin.id, abroadActivity.id);
  w.events = {
    visible: (await event(supervised.id, true)).id,
    hidden: (await event(supervised.id, false)).id,
    hiddenUnmanaged: (await event(unsupervised.id, false)).id,
    abroad: (await event(elsewhere.id, true)).id,
  };
});

describe('GET /api/events/:idUser/days-with-events-period/…', () => {
  it('shows the public calendar no appointment, no hidden event and no person, whatever user the path names', async () => {
    for (const idUser of [2, w.applicant.id, w.admin.id]) {
      const { body, events } = await daysOf(t.anon, null, idUser);
      const mine = events.filter(
        (e) => Object.values(w.events).includes(e.idEvent) || e.typeEvent === 1,
      );
      expect(named(mine)).toEqual(
        named([
          { typeEvent: 2, idEvent: w.events.visible },
          { typeEvent: 2, idEvent: w.events.abroad },
        ] as EventItem[]),
      );
      expect(body).not.toContain(APPLICANT_MARK);
      expect(events.every((e) => e.idUser === null && !e.own && !e.canEdit)).toBe(true);
    }
  });

  it('shows a participant its own appointments and the visible events of its organization', async () => {
    const { events } = await daysOf(t.as(w.participant), w.participant, w.admin.id);
    expect(named(events)).toEqual(
      [`cita:${w.appointments.participant}`, `evento:${w.events.visible}`].sort(),
    );
    expect(events.find((e) => e.typeEvent === 1)).toMatchObject({
      own: true,
      canEdit: false,
      idUser: w.participant.id,
      hour: '10:00',
    });
  });

  it("shows a gestor its campaigns' appointments, its own, and the hidden events it supervises", async () => {
    const gestor = await daysOf(t.as(w.gestor), w.gestor);
    expect(named(gestor.events)).toEqual(
      [
        `cita:${w.appointments.managed}`,
        `evento:${w.events.visible}`,
        `evento:${w.events.hidden}`,
      ].sort(),
    );
    expect(gestor.events.filter((e) => e.typeEvent === 2).every((e) => e.canEdit)).toBe(true);
    const managed = gestor.events.find((e) => e.typeEvent === 1);
    expect(managed).toMatchObject({ own: false, idUser: w.applicant.id });
    expect(managed?.detail).toContain(APPLICANT_MARK);

    const other = await daysOf(t.as(w.otherGestor), w.otherGestor);
    expect(named(other.events)).toEqual(
      [`cita:${w.appointments.otherGestor}`, `evento:${w.events.visible}`].sort(),
    );
    expect(other.events.find((e) => e.typeEvent === 2)?.canEdit).toBe(false);
  });

  it('shows an administrator everything of its organization, hidden events included', async () => {
    const { events } = await daysOf(t.as(w.admin), w.admin);
    expect(named(events)).toEqual(
      [
        `cita:${w.appointments.managed}`,
        `cita:${w.appointments.unmanaged}`,
        `cita:${w.appointments.participant}`,
        `cita:${w.appointments.otherGestor}`,
        `evento:${w.events.visible}`,
        `evento:${w.events.hidden}`,
        `evento:${w.events.hiddenUnmanaged}`,
      ].sort(),
    );
    expect(events.filter((e) => e.typeEvent === 2).every((e) => e.canEdit)).toBe(true);
    const abroad = await daysOf(t.as(w.abroadAdmin), w.abroadAdmin);
    expect(abroad.body).not.toContain(APPLICANT_MARK);
    expect(named(abroad.events).filter((name) => name.startsWith('evento'))).toEqual([
      `evento:${w.events.abroad}`,
    ]);
  });

  it('groups the events by day in date order, untimed first within a day', async () => {
    const { days } = await daysOf(t.as(w.admin), w.admin);
    expect(days.map((d) => d.day)).toEqual(['2032-03-10', '2032-03-15']);
    expect(days[0]?.events.map((e) => e.hour)).toEqual(['10:00', '10:00', '10:00', '10:00']);
  });

  it('refuses a token that is not a valid session (401), and gives the public view to a profile still to complete', async () => {
    const res = await t.bearer('no-es-un-token').get(daysUrl(2));
    expect(res.statusCode).toBe(401);
    const newcomer = await makeUser(t.db, { role: Role.Admin, rgpdAgreed: false });
    const { events } = await daysOf(t.as(newcomer), newcomer);
    expect(events.some((e) => e.typeEvent === 1 || e.canEdit)).toBe(false);
  });

  it('refuses a period longer than the 19-month window or backwards (400, in Spanish)', async () => {
    expect((await t.anon.get(daysUrl(2, '1/2032/7/2033'))).statusCode).toBe(200);
    // A month out of range in the path names nothing, as an id out of range (docs/input-validation.md).
    expect((await t.anon.get(daysUrl(2, '13/2032/1/2033'))).statusCode).toBe(404);
    for (const period of ['1/2032/8/2033', '5/2032/4/2032']) {
      const res = await t.anon.get(daysUrl(2, period));
      expect(res.statusCode, period).toBe(400);
      expect(res.json().error).toBe('validation');
    }
    const res = await t.anon.get(daysUrl(2, '1/2032/8/2033'));
    expect(res.json().fields).toEqual({ month2: messages.calendarPeriodInvalid });
  });
});
