import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import { eventLineIsoDate, parseEventLines } from '@extranet/shared/forms/event-lines';
import { RequestForm } from '@extranet/shared/forms/form-field';
import type { Activity } from '@extranet/shared/schemas/activity';
import type { CampaignListItem } from '@extranet/shared/schemas/campaign';
import { DaysWithEventsReply } from '@extranet/shared/schemas/events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { listStoredFiles } from '../../plugins/file-store.ts';
import { sanitizeHtml } from '../../plugins/sanitize-html.ts';
import { users } from '../schema/users.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { schoolYearAt } from './demo-school-year.ts';
import { demoUsers, ensureUser } from './users.ts';

const t = useTestApp();
const TODAY = '2026-11-22';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const created: number[] = [];

const idOf = async (username: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return { id: row.id };
};
const admin = () => idOf('22222222J');

async function allCampaigns(): Promise<CampaignListItem[]> {
  const caller = await admin();
  const res = await t.as(caller).get(`/api/campaign/list/for-admin/${caller.id}?active=false`);
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

/** The campaign's activities in list order, each whole (the list answers cards without forms). */
async function activitiesOf(campaign: CampaignListItem): Promise<Activity[]> {
  const caller = t.as(await admin());
  const res = await caller.get(`/api/activity/list/by-campaign/${campaign.id}`);
  expect(res.statusCode).toBe(200);
  const ids: number[] = res.json().items.map((item: { id: number }) => item.id);
  return Promise.all(
    ids.map(async (id) => {
      const one = await caller.get(`/api/activity/get/by-id/?id=${id}`);
      expect(one.statusCode).toBe(200);
      return one.json() as Activity;
    }),
  );
}

async function campaignNamed(name: string, edition = '2026/27') {
  const campaign = (await allCampaigns()).find((c) => c.name === name && c.edition === edition);
  if (!campaign) throw new Error(`no campaign ${name} ${edition}`);
  return campaign;
}

// The seed runs twice, as two starts of the server would run it.
beforeAll(async () => {
  for (const user of demoUsers) await ensureUser(t.db, user, t.config.argon2);
  for (let run = 0; run < 2; run++) {
    created.push(await seedDemoCatalogue(t.db, { dataDir: t.config.dataDir, today: TODAY }));
  }
});

describe('the demo catalogue', () => {
  it('creates three campaigns on the first run and nothing on the next', async () => {
    expect(created).toEqual([3, 0]);
    const campaigns = await allCampaigns();
    expect(campaigns.map((c) => [c.name, c.edition, c.active])).toEqual([
      ['Visitas a las instalaciones', '2027/28', false],
      ['Talleres de compostaje doméstico', '2026/27', true],
      ['Visitas a las instalaciones', '2026/27', true],
    ]);
    const gestor = await idOf('11111111H');
    for (const campaign of campaigns) expect(campaign.supervisor?.id).toBe(gestor.id);
  });

  it('shows a participant the two active campaigns only', async () => {
    const participant = await idOf('00000000T');
    const res = await t.as(participant).get(`/api/campaign/list/for-user/${participant.id}`);
    expect(res.statusCode).toBe(200);
    const items: CampaignListItem[] = res.json().items;
    expect(items.map((c) => c.name).sort()).toEqual([
      'Talleres de compostaje doméstico',
      'Visitas a las instalaciones',
    ]);
    expect(items.every((c) => c.active && c.edition === '2026/27')).toBe(true);
  });

  it('has the three visits with a date and a visit type, a contest and three events', async () => {
    const list = await activitiesOf(await campaignNamed('Visitas a las instalaciones'));
    expect(list.map((a) => a.name)).toEqual([
      'VISITA ESTÁNDAR',
      'VISITA + TALLER',
      'VISITA PUNTO LIMPIO',
      'Concurso de dibujo: Reciclar es de todos',
      'Jornada de puertas abiertas',
      'Ruta guiada: del contenedor a la planta',
      'Reunión de coordinación con los centros',
    ]);
    const [standard, workshop, cleanPoint, contest, event] = list;
    expect([standard, workshop, cleanPoint].map((a) => a?.complement)).toEqual([
      'Duración: 1,5 h',
      'Duración: 2,5 h',
      'Duración: 1 h',
    ]);
    for (const visit of [standard, workshop, cleanPoint]) {
      expect(visit?.hasDateAndVisitType).toBe(true);
      expect(visit?.isEvent).toBe(false);
      expect(visit?.formMetadataManagement).toHaveLength(10);
      expect(RequestForm.safeParse(visit?.formMetadata).success).toBe(true);
      const visitors = visit?.formMetadata.find((f) => f.name === 'visitantes');
      expect([visitors?.min, visitors?.max]).toEqual([25, 54]);
      expect(visit?.formMetadata.find((f) => f.type === 'date')?.validation).toBe('>= 01/10/2026');
    }

    expect(contest?.hasDateAndVisitType).toBe(false);
    expect(contest?.explanation.replace(/<[^>]+>/g, '').length).toBeLessThan(100);
    expect(contest?.formMetadata.find((f) => f.type === 'file')?.label).toBe(
      'Dibujo (JPG o PNG, mínimo 800x600 px y máximo 1 MB)',
    );

    expect(event?.isEvent).toBe(true);
    expect(event?.formMetadataManagement.length).toBeLessThan(5);
    expect(event?.eventProperties).toEqual({ color: '#81C784', visible: true });
    const dates = parseEventLines(event?.requirements ?? '').map((l) => eventLineIsoDate(l.fecha));
    expect(dates).toEqual(['2026-10-10', '2026-12-12', '2027-03-20', '2027-06-05']);
  });

  it('admits to the composter only those who did the composting course', async () => {
    const [course, composter] = await activitiesOf(
      await campaignNamed('Talleres de compostaje doméstico'),
    );
    expect(course?.inscription).toBe(true);
    expect(composter?.onlyForInscribed).toBe(true);
    expect(composter?.onlyForInscribedId).toBe(course?.id);
    expect(course?.targets).toEqual([{ id: 2, value: 'Ciudadanía' }]);
  });

  it('stores rich text as the sanitizer leaves it, with the Montserrat font', async () => {
    for (const campaign of await allCampaigns()) {
      expect(campaign.content).toBe(sanitizeHtml(campaign.content));
      // sanitize-html writes a kept style without a space after the colon.
      expect(campaign.content).toContain('<span style="font-family:Montserrat">');
    }
  });

  it('shows the calendar this month and next: a visible event, a hidden one and the participant’s visits', async () => {
    const list = await activitiesOf(await campaignNamed('Visitas a las instalaciones'));
    const [route, meeting] = list.slice(5);
    const days = (event: Activity | undefined) =>
      parseEventLines(event?.requirements ?? '').map((l) => eventLineIsoDate(l.fecha));
    expect(days(route)).toEqual(['2026-11-08', '2026-11-22', '2026-12-08', '2026-12-22']);
    expect(days(meeting)).toEqual(['2026-11-15', '2026-12-15']);
    expect([route?.isEvent, route?.eventProperties.visible]).toEqual([true, true]);
    expect([meeting?.isEvent, meeting?.eventProperties.visible]).toEqual([true, false]);

    const period = '/api/events/2/days-with-events-period/11/2026/12/2026';
    const events = async (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(200);
      const reply = DaysWithEventsReply.parse(res.json());
      return eventItemsByDay(reply, null).flatMap((d) => d.events);
    };
    const visible = await events(await t.anon.get(period));
    expect(visible.some((e) => e.name === meeting?.name)).toBe(false);
    expect(visible.filter((e) => e.name === route?.name)).toHaveLength(4);
    expect(visible.some((e) => e.typeEvent === 1)).toBe(false);

    const gestor = await events(await t.as(await idOf('11111111H')).get(period));
    expect(gestor.filter((e) => e.name === meeting?.name)).toHaveLength(2);
    expect(
      gestor.filter((e) => e.typeEvent === 1).map((e) => [e.name, e.startDate, e.hour, e.endHour]),
    ).toEqual([
      ['VISITA ESTÁNDAR', '2026-11-25', '09:30', '11:00'],
      ['VISITA + TALLER', '2026-12-02', '11:30', '14:00'],
      ['VISITA PUNTO LIMPIO', '2026-12-09', '10:00', '11:00'],
    ]);
  });

  it('stores each image as an upload and serves it publicly as a PNG', async () => {
    const campaigns = await allCampaigns();
    const owners = [
      ...campaigns.map((c) => ({
        kind: 'campaign' as const,
        id: c.id,
        image: c.image,
        url: c.imageUrl,
      })),
      ...(await Promise.all(campaigns.map(activitiesOf)))
        .flat()
        .map((a) => ({ kind: 'activity' as const, id: a.id, image: a.image, url: a.imageUrl })),
    ];
    expect(owners).toHaveLength(3 + 7 + 2);
    for (const owner of owners) {
      expect(owner.image).toMatch(/^0_\d+_[a-z-]+\.png$/);
      expect(await listStoredFiles(t.config.dataDir, owner.kind, owner.id)).toEqual([owner.image]);
      const res = await t.anon.get(owner.url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
  });
});

describe('the school year of the demo dates', () => {
  it('runs from September to June and looks ahead in July and August', () => {
    expect(schoolYearAt('2026-11-22').edition).toBe('2026/27');
    expect(schoolYearAt('2027-06-30').edition).toBe('2026/27');
    expect(schoolYearAt('2027-07-01').edition).toBe('2027/28');
    expect(schoolYearAt('2099-09-01').edition).toBe('2099/00');
    expect(schoolYearAt('2026-11-22').saturday(2, 10)).toBe('2026-10-10');
  });
});
