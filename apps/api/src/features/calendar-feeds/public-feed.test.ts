import { OrderState } from '@extranet/shared/order-states';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrder,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { feedWindow } from './feed-window.ts';
import { lastSundayWithin, readCalendar } from './ics-test-support.ts';

// docs/product/calendar.md#ical-feeds: the public calendar's visible events as a calendar file,
// with no hidden event and nobody's data (docs/product/calendar.md#who-sees-what).
const t = useTestApp();

const PERSON = 'Personaúnica';
const { from, to } = feedWindow();
const march = lastSundayWithin(3, from, to);
const october = lastSundayWithin(10, from, to);
/** DD/MM/YYYY, as an event's lines write their day. */
const written = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let visibleId: number;

beforeAll(async () => {
  const campaign = await makeCampaignWith(t.db, {
    name: 'Semana del medio ambiente',
    active: true,
  });
  const event = (name: string, requirements: string, calendarVisible = true) =>
    makeActivityWith(t.db, {
      campaignId: campaign.id,
      name,
      active: true,
      calendarVisible,
      requirements,
    });
  visibleId = (
    await event(
      'Feria de la reutilización',
      [
        `${written(march)} 10:00 Plaza Mayor`,
        `${written(october)} 10:00 Paseo del Muelle`,
        `${written(from)} Todo el día en el parque`,
      ].join('\n'),
    )
  ).id;
  await event('Reunión interna de técnicos', `${written(march)} 12:00 Sala 3`, false);
  // An accepted appointment, with its applicant's name: the public never sees it.
  const applicant = await makeUser(t.db, { name: PERSON, surname: PERSON });
  const visit = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    name: 'Visita privada',
    active: true,
  });
  await makeOrder(t.db, {
    userId: applicant.id,
    activityId: visit.id,
    stateId: OrderState.Accepted,
    agreedDate: march,
    agreedTime: '11:00',
  });
});

describe('the public calendar feed', () => {
  it('holds the visible events’ dated lines at Madrid’s wall-clock time, and nothing else', async () => {
    const res = await t.anon.get('/api/calendar/public.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="calendario.ics"');
    const events = readCalendar(res.body);
    expect(events).toHaveLength(3);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const uid = (line: number) => `activity-${visibleId}-line-${line}@extranet.test`;
    expect(byUid.get(uid(1))).toMatchObject({
      summary: 'Feria de la reutilización',
      description: 'Plaza Mayor\nSemana del medio ambiente',
      // Summer time: 10:00 in Madrid is 08:00Z, an hour long without an end.
      start: `${march}T08:00:00.000Z`,
      end: `${march}T09:00:00.000Z`,
      tz: 'Europe/Madrid',
      url: 'http://extranet.test/calendario',
    });
    // Winter time again: 10:00 in Madrid is 09:00Z.
    expect(byUid.get(uid(2))).toMatchObject({ start: `${october}T09:00:00.000Z` });
    expect(byUid.get(uid(3))).toMatchObject({ allDay: true, summary: 'Feria de la reutilización' });
    for (const secret of ['Reunión interna', 'Visita privada', PERSON, 'order-']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('is the same public view for a caller with a session', async () => {
    const applicant = await makeUser(t.db);
    const res = await t.as(applicant).get('/api/calendar/public.ics');
    expect(readCalendar(res.body)).toHaveLength(3);
    expect(res.body).not.toContain(PERSON);
  });
});
