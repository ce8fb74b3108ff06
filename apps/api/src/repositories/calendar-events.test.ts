import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import { DaysWithEventsReply } from '@extranet/shared/schemas/events';
import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../db/schema/activities.ts';
import { entities } from '../db/schema/entities.ts';
import { orders } from '../db/schema/orders.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  daysWithEventsJson,
  ownAppointments,
  publicEvents,
  selectEvents,
  type EventWindow,
} from './calendar-events.ts';

const t = useTestApp();

const window: EventWindow = { from: '2031-03-01', to: '2031-04-30' };

/** An active event (no management form) of a new active campaign of organization 1. */
async function makeEvent(
  requirements: string,
  options: Parameters<typeof makeActivityWith>[1] = {},
) {
  const campaign = await makeCampaignWith(t.db, { active: true });
  return makeActivityWith(t.db, {
    campaignId: campaign.id,
    active: true,
    requirements,
    ...options,
  });
}

/** The events of `activityId` among `items`. */
const of = <T extends { idActivity: number }>(items: T[], activityId: number) =>
  items.filter((item) => item.idActivity === activityId);

describe('the calendar events repository', () => {
  it('reads the dated lines of an event in the window, with the hour when the second word is one', async () => {
    const event = await makeEvent(
      [
        '02/03/2031 10:00 Feria de la reutilización - Plaza Mayor',
        'corto',
        '31/02/2031 10:00 un día que no existe',
        '5/4/2031 Jornada sin hora con fecha de un dígito',
        'mañana 10:00 una línea sin fecha legible',
        '15/05/2031 09:30 fuera de la ventana',
        '2031-04-30 9:05 en ISO y con hora de un dígito',
      ].join('\n'),
      { targetIds: [3, 1], calendarColor: '#88CCFF' },
    );
    const items = of(await publicEvents(t.db, window), event.id);
    expect(items.map((i) => [i.id, i.startDate, i.hour, i.detail])).toEqual([
      [1, '2031-03-02', '10:00', 'Feria de la reutilización - Plaza Mayor'],
      [3, '2031-04-05', null, 'Jornada sin hora con fecha de un dígito'],
      [6, '2031-04-30', '09:05', 'en ISO y con hora de un dígito'],
    ]);
    expect(items[0]).toEqual({
      id: 1,
      idActivity: event.id,
      typeEvent: 2,
      idUser: null,
      idSupervisor: null,
      idCampaign: event.campaignId,
      name: event.name,
      campaignName: expect.any(String),
      detail: 'Feria de la reutilización - Plaza Mayor',
      startDate: '2031-03-02',
      endDate: '2031-03-02',
      hour: '10:00',
      endHour: null,
      targets: [1, 3],
      eventProperties: { visible: true, color: '#88CCFF' },
      idEvent: event.id,
      own: false,
      canEdit: false,
    });
  });

  it('leaves out hidden events for the public, and events of inactive activities or campaigns', async () => {
    const line = '10/03/2031 11:00 Encuentro anual de centros';
    const hidden = await makeEvent(line, { calendarVisible: false });
    const inactive = await makeEvent(line, { active: false });
    const closed = await makeActivityWith(t.db, {
      campaignId: (await makeCampaignWith(t.db, { active: false })).id,
      active: true,
      requirements: line,
    });
    const managed = await makeEvent(line, {
      formMetadataManagement: Array.from({ length: 5 }, (_, i) => ({
        name: `campo-${i}`,
        label: `Campo ${i}`,
        type: 'text',
      })),
    });
    const admin = await makeUser(t.db, { role: Role.Admin });
    const ids = [hidden.id, inactive.id, closed.id, managed.id];
    const seen = async (viewer: Parameters<typeof selectEvents>[1]) =>
      (await selectEvents(t.db, viewer, window))
        .filter((item) => ids.includes(item.idActivity))
        .map((item) => item.idActivity);
    expect(await seen(null)).toEqual([]);
    expect(await seen(admin)).toEqual([hidden.id]);
  });

  it("gives a user's own appointments, with their end, by day and hour", async () => {
    const organization = await makeOrganization(t.db);
    const campaign = await makeCampaignWith(t.db, {
      active: true,
      organizationId: organization.id,
    });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    const user = await makeUser(t.db, {
      organizationId: organization.id,
      name: 'Eva',
      surname: 'Sol',
    });
    const entity = await makeEntity(t.db, { name: 'CP "La Ería"' });
    const appointment = (agreedDate: string, agreedTime: string | null, stateId = 2) =>
      makeOrder(t.db, {
        userId: user.id,
        activityId: activity.id,
        stateId,
        agreedDate,
        agreedTime,
        agreedEndTime: agreedTime ? '12:30' : null,
      });
    const late = await appointment('2031-03-05', '10:00');
    const early = await appointment('2031-03-05', null, 5);
    await appointment('2031-03-06', '10:00', 1);
    await appointment('2031-05-06', '10:00');
    const withEntity = await makeOrder(t.db, {
      userId: user.id,
      activityId: activity.id,
      stateId: 2,
      agreedDate: '2031-03-01',
      entityId: entity.id,
    });
    const items = await ownAppointments(t.db, user, window);
    expect(items.map((i) => [i.id, i.startDate, i.hour, i.endHour, i.detail, i.own])).toEqual([
      [withEntity.id, '2031-03-01', null, null, 'CP "La Ería"', true],
      [early.id, '2031-03-05', null, null, 'Eva Sol', true],
      [late.id, '2031-03-05', '10:00', '12:30', 'Eva Sol', true],
    ]);
    expect(items[0]).toMatchObject({ typeEvent: 1, idEvent: withEntity.id, idUser: user.id });
  });

  it("sorts an hour's events by the activity's name as Spanish sorts it, accents and case aside", async () => {
    const names = ['Zoo', 'ñandú', 'Nube', 'avión', 'Árbol', 'Nadar'];
    const ids = new Set<number>();
    for (const name of names) {
      ids.add((await makeEvent('09/03/2031 10:00 Cuentos en la planta', { name })).id);
    }
    const day = (await publicEvents(t.db, window)).filter(
      (e) => e.startDate === '2031-03-09' && ids.has(e.idActivity),
    );
    expect(day.map((e) => e.name)).toEqual(['Árbol', 'avión', 'Nadar', 'Nube', 'ñandú', 'Zoo']);
  });

  it("reads an event's lines again once its requirements change, and only its own", async () => {
    const event = await makeEvent('03/04/2031 10:00 Antes');
    const same = await makeEvent('03/04/2031 10:00 Antes');
    const texts = async (id: number) =>
      of(await publicEvents(t.db, window), id).map((e) => e.detail);
    expect(await texts(event.id)).toEqual(['Antes']);
    await t.db
      .update(activities)
      .set({ requirements: '03/04/2031 10:00 Después\n04/04/2031 Otra' })
      .where(eq(activities.id, event.id));
    expect(await texts(event.id)).toEqual(['Después', 'Otra']);
    expect(await texts(same.id)).toEqual(['Antes']);
  });

  it("gives an activity's appointments as they are now after each change, to its gestor and to the applicant", async () => {
    const gestor = await makeUser(t.db, { role: Role.Supervisor });
    const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: gestor.id });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    const applicant = await makeUser(t.db);
    const entity = await makeEntity(t.db, { name: 'CP Antes' });
    const appointment = (agreedDate: string) =>
      makeOrder(t.db, {
        userId: applicant.id,
        activityId: activity.id,
        stateId: 2,
        agreedDate,
        entityId: entity.id,
      });
    const seen = async (viewer: typeof gestor) =>
      of(await selectEvents(t.db, viewer, window), activity.id)
        .map((e) => `${e.id} ${e.startDate} ${e.detail}`)
        .sort();
    const first = await appointment('2031-03-10');
    const before = [`${first.id} 2031-03-10 CP Antes`];
    expect(await seen(gestor)).toEqual(before);
    expect(await seen(applicant)).toEqual(before);

    await t.db.update(orders).set({ agreedDate: '2031-03-12' }).where(eq(orders.id, first.id));
    const second = await appointment('2031-04-01');
    await t.db.update(entities).set({ name: 'CP Después' }).where(eq(entities.id, entity.id));
    const after = [`${first.id} 2031-03-12 CP Después`, `${second.id} 2031-04-01 CP Después`];
    expect(await seen(gestor)).toEqual(after);
    expect(await seen(applicant)).toEqual(after);

    await t.db.update(orders).set({ stateId: 3 }).where(eq(orders.id, first.id));
    const left = [`${second.id} 2031-04-01 CP Después`];
    expect(await seen(gestor)).toEqual(left);
    expect(await seen(applicant)).toEqual(left);
  });

  it('writes the days reply as its schema has it, awkward texts included', async () => {
    const event = await makeEvent(
      '03/04/2031 10:00 Comillas " barra \\ tab\t y emoji 🌱 </script>\n03/04/2031 Sin hora',
      { name: 'Nombre "raro" \\ ñ' },
    );
    const campaign = await makeCampaignWith(t.db, { active: true });
    const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
    const user = await makeUser(t.db, { name: 'Ana "la" \\ 🌱', surname: 'Sol' });
    await makeOrder(t.db, {
      userId: user.id,
      activityId: activity.id,
      stateId: 2,
      agreedDate: '2031-04-03',
    });
    for (const viewer of [null, user]) {
      const text = await daysWithEventsJson(t.db, viewer, window);
      // Valid JSON, and nothing the schema does not have (its parse would drop it).
      const reply = DaysWithEventsReply.parse(JSON.parse(text));
      expect(JSON.parse(text)).toEqual(reply);
      const day = eventItemsByDay(reply, viewer?.id ?? null).find((d) => d.day === '2031-04-03');
      expect(of(day?.events ?? [], event.id).map((e) => e.hour)).toEqual([null, '10:00']);
      expect(of(day?.events ?? [], activity.id).map((e) => e.detail)).toEqual(
        viewer ? ['Ana "la" \\ 🌱 Sol'] : [],
      );
    }
  });

  it('sends the part of each activity once, and to the public only those with events', async () => {
    const event = await makeEvent('03/04/2031 10:00 Uno\n04/04/2031 10:00 Dos');
    await makeEvent('03/06/2031 10:00 Fuera de la ventana');
    const reply = DaysWithEventsReply.parse(
      JSON.parse(await daysWithEventsJson(t.db, null, window)),
    );
    const ids = reply.activities.map((part) => part.idActivity);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(reply.lines.map(([, idActivity]) => idActivity)));
    expect(ids).toContain(event.id);
  });
});
